import { describe, expect, it, vi } from "vitest";
import { SANDBOX_TEXTS } from "~/contract/sandbox-values";
import type { CodeAnswer } from "~/practice/code-client";
import { createNotebookKernel, newKernelId } from "~/sandbox/notebook-kernel";
import type { SandboxPost } from "~/sandbox/sandbox-client";

const sleep = async () => {};

function fakeBff(
  reply: (intent: string, fields: Record<string, string | undefined>) => CodeAnswer<unknown>,
) {
  const calls: { intent: string; fields: Record<string, string | undefined> }[] = [];
  const post = (async (intent, fields) => {
    calls.push({ intent, fields });
    return reply(intent, fields);
  }) as SandboxPost;
  return { post, calls };
}

describe("the notebook kernel over /api/sandbox", () => {
  it("runs a cell with the session's kernel id and returns the final answer's outputs", async () => {
    const outputs = [{ kind: "stream", name: "stdout", text: "[1, 2]\n" }];
    const { post, calls } = fakeBff((intent) =>
      intent === "notebook-run"
        ? { ok: true, data: { runId: "r1" } }
        : { ok: true, data: { status: "ACCEPTED", outputs } },
    );
    const kernel = createNotebookKernel(post, "lists-notebook", "k-1", { sleep });
    await expect(kernel.run("print(xs)")).resolves.toEqual(outputs);
    expect(calls[0]).toEqual({
      intent: "notebook-run",
      fields: { sandboxId: "lists-notebook", kernelId: "k-1", source: "print(xs)" },
    });
    expect(calls[1]).toEqual({ intent: "status", fields: { runId: "r1" } });
  });

  it("turns a status without outputs into streams", async () => {
    const { post } = fakeBff((intent) =>
      intent === "notebook-run"
        ? { ok: true, data: { runId: "r1" } }
        : { ok: true, data: { status: "REJECTED", stdout: "a", stderr: "b" } },
    );
    const kernel = createNotebookKernel(post, "s", "k", { sleep });
    await expect(kernel.run("x")).resolves.toEqual([
      { kind: "stream", name: "stdout", text: "a" },
      { kind: "stream", name: "stderr", text: "b" },
    ]);
  });

  it("shows a failed call as the cell's error output, and tells about a login", async () => {
    const onLogin = vi.fn();
    const { post } = fakeBff(() => ({
      ok: false,
      status: 401,
      message: "Log in first",
      login: true,
    }));
    const kernel = createNotebookKernel(post, "s", "k", { sleep, onLogin });
    await expect(kernel.run("x")).resolves.toEqual([
      { kind: "error", name: "Error", message: "Log in first", traceback: [] },
    ]);
    expect(onLogin).toHaveBeenCalledOnce();

    const silent = fakeBff(() => ({ ok: false, status: 0, message: "" }));
    await expect(createNotebookKernel(silent.post, "s", "k", { sleep }).run("x")).resolves.toEqual([
      { kind: "error", name: "Error", message: SANDBOX_TEXTS.runWithoutAnswer, traceback: [] },
    ]);
  });

  it("resets its kernel by id", async () => {
    const { post, calls } = fakeBff(() => ({ ok: true, data: {} }));
    await createNotebookKernel(post, "s", "k-9").reset();
    expect(calls).toEqual([{ intent: "kernel-reset", fields: { kernelId: "k-9" } }]);
  });

  it("makes a new kernel id per page session", () => {
    expect(newKernelId()).not.toBe(newKernelId());
    expect(newKernelId()).toMatch(/^[0-9a-f-]{36}$/);
  });
});
