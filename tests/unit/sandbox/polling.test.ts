import { describe, expect, it, vi } from "vitest";
import { CODE_RUN_POLLING, CODE_TEXTS } from "~/contract/code-values";
import { PUBLISH_POLLING, SANDBOX_TEXTS } from "~/contract/sandbox-values";
import type { CodeAnswer } from "~/practice/code-client";
import { runOnPlatform } from "~/sandbox/platform-run";
import { publishSandbox } from "~/sandbox/publish";
import type { SandboxPost } from "~/sandbox/sandbox-client";

type Answer = CodeAnswer<unknown>;
const ok = (data: unknown): Answer => ({ ok: true, data });

/** A BFF that answers each intent from a queue, recording the calls. */
function fakeBff(answers: Record<string, Answer[]>) {
  const calls: { intent: string; fields: Record<string, string | undefined> }[] = [];
  const post = (async (intent, fields) => {
    calls.push({ intent, fields });
    const queue = answers[intent] ?? [];
    return (queue.length > 1 ? queue.shift() : queue[0]) ?? { ok: false, status: 0, message: "" };
  }) as SandboxPost;
  return { post, calls };
}

function recordSleeps() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe("a sandbox run on the platform", () => {
  it("starts, then polls status on the run schedule until the answer is final", async () => {
    const { post, calls } = fakeBff({
      run: [ok({ runId: "r1" })],
      status: [
        ok({ status: "QUEUED" }),
        ok({ status: "RUNNING" }),
        ok({ status: "ACCEPTED", stdout: "hello\n", timeMs: 12 }),
      ],
    });
    const { waits, sleep } = recordSleeps();
    const progress = vi.fn();
    const outcome = await runOnPlatform(
      post,
      "run",
      { sandboxId: "s" },
      { sleep, onProgress: progress },
    );
    expect(outcome).toEqual({
      kind: "done",
      result: { status: "ACCEPTED", stdout: "hello\n", timeMs: 12 },
    });
    expect(calls.map((c) => c.intent)).toEqual(["run", "status", "status", "status"]);
    expect(calls[1].fields).toEqual({ runId: "r1" });
    expect(waits).toEqual([3000, 3000, 3000]);
    expect(progress.mock.calls.map(([status]) => status)).toEqual(["QUEUED", "RUNNING"]);
  });

  it("takes a final result from the start answer: no wait, no status call", async () => {
    for (const intent of ["run", "notebook-run"] as const) {
      const result = { runId: "r1", status: "REJECTED", stderr: "NameError\n" };
      const { post, calls } = fakeBff({ [intent]: [ok({ runId: "r1", result })] });
      const { waits, sleep } = recordSleeps();
      expect(await runOnPlatform(post, intent, { sandboxId: "s" }, { sleep })).toEqual({
        kind: "done",
        result,
      });
      expect(calls.map((c) => c.intent)).toEqual([intent]);
      expect(waits).toEqual([]);
    }
  });

  it("polls on the schedule when the start answer's result is still pending or unreadable", async () => {
    for (const result of [{ status: "RUNNING" }, { stdout: "no status" }]) {
      const { post, calls } = fakeBff({
        run: [ok({ runId: "r1", result })],
        status: [ok({ status: "ACCEPTED", stdout: "1\n" })],
      });
      const { waits, sleep } = recordSleeps();
      const outcome = await runOnPlatform(post, "run", { sandboxId: "s" }, { sleep });
      if (result.status) {
        expect(outcome).toEqual({ kind: "done", result: { status: "ACCEPTED", stdout: "1\n" } });
        expect(calls.map((c) => c.intent)).toEqual(["run", "status"]);
        expect(waits).toEqual([3000]);
      } else {
        // What the BFF would never pass (its schema drops it) is the spec's failure, not a hang.
        expect(outcome).toEqual({ kind: "failed", message: SANDBOX_TEXTS.runWithoutAnswer });
      }
    }
  });

  it("waits 6000 ms after 5 polls and times out after 15 with the spec's words", async () => {
    const { post, calls } = fakeBff({
      run: [ok({ runId: "r1" })],
      status: [ok({ status: "RUNNING" })],
    });
    const { waits, sleep } = recordSleeps();
    const outcome = await runOnPlatform(post, "run", {}, { sleep });
    expect(outcome).toEqual({ kind: "failed", message: CODE_TEXTS.timedOut });
    expect(calls.filter((c) => c.intent === "status")).toHaveLength(CODE_RUN_POLLING.maxPolls);
    expect(waits).toEqual([...Array(5).fill(3000), ...Array(10).fill(6000)]);
  });

  it("says 'Something went wrong!' when the run has no answer", async () => {
    for (const answers of <Record<string, Answer[]>[]>[
      { run: [ok({})] },
      { run: [{ ok: false, status: 0, message: "" } as Answer] },
      { run: [ok({ runId: "r" })], status: [{ ok: false, status: 502, message: "" } as Answer] },
      { run: [ok({ runId: "r" })], status: [ok({ nothing: true })] },
    ]) {
      const { post } = fakeBff(answers);
      const outcome = await runOnPlatform(post, "run", {}, recordSleeps());
      expect(outcome).toEqual({ kind: "failed", message: SANDBOX_TEXTS.runWithoutAnswer });
    }
  });

  it("keeps the BFF's words and its login request", async () => {
    const { post } = fakeBff({
      run: [{ ok: false, status: 401, message: "Log in to run code.", login: true }],
    });
    await expect(runOnPlatform(post, "run", {}, recordSleeps())).resolves.toEqual({
      kind: "failed",
      message: "Log in to run code.",
      login: true,
    });
  });

  it("stops quietly when aborted", async () => {
    const abort = new AbortController();
    const { post } = fakeBff({ run: [ok({ runId: "r" })], status: [ok({ status: "RUNNING" })] });
    const outcome = await runOnPlatform(
      post,
      "run",
      {},
      {
        signal: abort.signal,
        sleep: async () => abort.abort(),
      },
    );
    expect(outcome).toEqual({ kind: "aborted" });
  });
});

describe("publishing", () => {
  const files = [{ fileName: "index.html", code: "<h1>v2</h1>" }];

  it("publishes the files, then polls publish-status on its schedule until PUBLISHED", async () => {
    const { post, calls } = fakeBff({
      publish: [ok({ publishId: "p1" })],
      "publish-status": [ok({ status: "IN_PROGRESS" }), ok({ status: "PUBLISHED" })],
    });
    const { waits, sleep } = recordSleeps();
    await expect(publishSandbox(post, "landing-page", files, { sleep })).resolves.toEqual({
      kind: "published",
    });
    expect(calls[0]).toEqual({
      intent: "publish",
      fields: { sandboxId: "landing-page", files: JSON.stringify(files) },
    });
    expect(calls.slice(1).map((c) => c.fields)).toEqual([{ publishId: "p1" }, { publishId: "p1" }]);
    expect(waits).toEqual([3000, 3000]);
  });

  it("says 'Publishing failed. Try again!' on FAILED, a refusal, no answer or a timeout", async () => {
    const cases: Record<string, Answer[]>[] = [
      { publish: [ok({ publishId: "p" })], "publish-status": [ok({ status: "FAILED" })] },
      { publish: [{ ok: false, status: 403, message: "Only authors can publish" }] },
      { publish: [ok({})] },
      { publish: [ok({ publishId: "p" })], "publish-status": [ok({ status: "IN_PROGRESS" })] },
    ];
    for (const answers of cases) {
      const { post, calls } = fakeBff(answers);
      await expect(publishSandbox(post, "s", files, recordSleeps())).resolves.toEqual({
        kind: "failed",
        message: SANDBOX_TEXTS.publishFailed,
      });
      expect(calls.filter((c) => c.intent === "publish-status").length).toBeLessThanOrEqual(
        PUBLISH_POLLING.maxPolls,
      );
    }
  });
});
