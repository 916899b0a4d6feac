import { EventEmitter } from "node:events";
import type { ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { resultWithin, statusWithin } from "~server/platform/http/start-answer";
import { createMemoryRuns } from "~server/platform/practice/runs";
import type { SubmissionStatus } from "~/contract/code-values";

/** A response that can be closed by the test (a caller who leaves). */
function response() {
  const res = new EventEmitter() as EventEmitter & { destroyed: boolean };
  res.destroyed = false;
  const close = () => {
    res.destroyed = true;
    res.emit("close");
  };
  return { res: res as unknown as ServerResponse, close, emitter: res };
}

type Run = { id: string; status: SubmissionStatus; createdAt: number };
const isFinal = (run: Run) => run.status === "ACCEPTED" || run.status === "REJECTED";

/** docs/contract.md "A result in the start answer": the wait ends when the run settles. */
describe("a start call's wait for the result", () => {
  it("answers the result when the run store settles the run, with no poll in between", async () => {
    const runs = createMemoryRuns<Run>(() => 0);
    const run = runs.create({});
    let reads = 0;
    const { res } = response();
    const waiting = resultWithin(res, () => (reads++, run), isFinal, 60_000, runs.settled(run.id));
    run.status = "ACCEPTED";
    runs.settle(run);
    expect(await waiting).toBe(run);
    // Once at the start, once when it settled: nothing polls.
    expect(reads).toBe(2);
  });

  it("answers at once a run that is final already, and nothing when the wait ends first", async () => {
    const runs = createMemoryRuns<Run>(() => 0);
    const done = runs.create({});
    done.status = "REJECTED";
    const { res } = response();
    expect(await resultWithin(res, () => done, isFinal, 0, runs.settled(done.id))).toBe(done);
    const going = runs.create({});
    expect(await resultWithin(res, () => going, isFinal, 5, runs.settled(going.id))).toBe(
      undefined,
    );
  });

  it("answers nothing to a caller who left, and drops its listener", async () => {
    const runs = createMemoryRuns<Run>(() => 0);
    const run = runs.create({});
    const { res, close, emitter } = response();
    const waiting = resultWithin(res, () => run, isFinal, 60_000, runs.settled(run.id));
    close();
    expect(await waiting).toBe(undefined);
    expect(emitter.listenerCount("close")).toBe(0);
  });

  it("settled() of an unknown run resolves at once", async () => {
    const runs = createMemoryRuns<Run>(() => 0);
    await expect(runs.settled("nope")).resolves.toBeUndefined();
  });
});

/** A status call is held the same way (decision 053): the cold platform's first runs. */
describe("a status call's wait", () => {
  it("answers the final run as soon as it settles", async () => {
    const runs = createMemoryRuns<Run>(() => 0);
    const run = runs.create({});
    const { res } = response();
    const waiting = statusWithin(res, () => ({ ...run }), isFinal, 60_000, runs.settled(run.id));
    run.status = "ACCEPTED";
    runs.settle(run);
    expect(await waiting).toMatchObject({ status: "ACCEPTED" });
  });

  it("answers the run as it stands when the wait ends first (the client polls again)", async () => {
    const runs = createMemoryRuns<Run>(() => 0);
    const run = runs.create({});
    run.status = "RUNNING";
    const { res } = response();
    expect(await statusWithin(res, () => run, isFinal, 5, runs.settled(run.id))).toMatchObject({
      status: "RUNNING",
    });
  });
});
