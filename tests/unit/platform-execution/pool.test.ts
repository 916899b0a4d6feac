import { describe, expect, it } from "vitest";
import { notExecutedMessage } from "~/contract/code-values";
import { createExecutionPool, POOL_BUSY, POOL_CLOSED } from "~server/platform/execution/pool";
import type { ExecutionRequest } from "~server/platform/execution/types";
import { RUN_TIMEOUT, usePool } from "./fixture";

const js = (sourceCode: string): ExecutionRequest => ({
  languageId: "javascript12",
  sourceCode,
  input: "",
});

/** The pool itself: routing, the FIFO queue and its bound, and closing. */
describe("the execution pool", { timeout: RUN_TIMEOUT }, () => {
  const { run } = usePool();

  it("a language it does not run is unsupported, in the platform's words", async () => {
    expect(await run("java13", "class Main {}")).toEqual({
      kind: "unsupported",
      message: notExecutedMessage("java13"),
    });
  });

  it("queues runs beyond its workers and starts them in order", async () => {
    const single = createExecutionPool({ size: 1 });
    const started: number[] = [];
    const runs = [1, 2, 3].map((n) =>
      single.run(js(`console.log(${n})`), { onStart: () => started.push(n) }),
    );
    expect(single.stats()).toEqual({ size: 1, busy: 1, queued: 2 });
    const outcomes = await Promise.all(runs);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(["ok", "ok", "ok"]);
    expect(outcomes.map((outcome) => ("stdout" in outcome ? outcome.stdout : ""))).toEqual([
      "1\n",
      "2\n",
      "3\n",
    ]);
    expect(started).toEqual([1, 2, 3]);
    expect(single.stats()).toEqual({ size: 1, busy: 0, queued: 0 });
    await single.close();
  });

  it("runs beyond maxQueue end at once: the runner is busy", async () => {
    const small = createExecutionPool({ size: 1, maxQueue: 1 });
    const running = small.run(js("1"));
    const queued = small.run(js("2"));
    expect(await small.run(js("3"))).toEqual({ kind: "internal-error", message: POOL_BUSY });
    expect((await running).kind).toBe("ok");
    expect((await queued).kind).toBe("ok");
    await small.close();
  });

  it("close() ends the run in progress and the queue; later runs end at once", async () => {
    const closing = createExecutionPool({ size: 1 });
    const inFlight = closing.run(js("while (true) {}"));
    const waiting = closing.run(js("1"));
    await closing.close();
    const stopped = { kind: "internal-error", message: POOL_CLOSED };
    expect(await inFlight).toEqual(stopped);
    expect(await waiting).toEqual(stopped);
    expect(await closing.run(js("1"))).toEqual(stopped);
    expect(await closing.run({ languageId: "java13", sourceCode: "", input: "" })).toEqual(stopped);
  });

  it("limits come from the pool's defaults unless the run gives its own", async () => {
    const strict = createExecutionPool({ size: 1, defaultLimits: { outputBytes: 4 } });
    expect(await strict.run(js("print('123456')"))).toMatchObject({
      kind: "output-limit",
      stdout: "1234",
    });
    expect(
      await strict.run({ ...js("print('123456')"), limits: { outputBytes: 100 } }),
    ).toMatchObject({ kind: "ok", stdout: "123456\n" });
    await strict.close();
  });
});
