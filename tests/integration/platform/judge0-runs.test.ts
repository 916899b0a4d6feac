import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { findProblem } from "~server/platform/practice/problems";
import type { RunningPlatform } from "~server/platform/server";
import { startMockJudge0, type MockJudge0 } from "../../support/mock-judge0";
import { bearer, devSignIn, makeDataDir, post, startOnJudge0 } from "./platform-harness";

/**
 * EXECUTION_BACKEND=judge0 with two platform processes' worth of servers on one database
 * (decision 050): a run started on one is answered by the other, and every language went to
 * the (mock) Judge0, within its documented limits.
 */
const data = makeDataDir();
let judge0: MockJudge0;
let first: RunningPlatform;
let second: RunningPlatform;

const startOne = () => startOnJudge0(data.dir, judge0.url, { startAnswerWaitMs: 0 });

beforeAll(async () => {
  judge0 = await startMockJudge0();
  first = await startOne();
  second = await startOne();
}, 60_000);
afterAll(async () => {
  await first?.close();
  await second?.close();
  await judge0?.close();
  data.cleanup();
});

/** Asks `platform` until the answer says the run is done (the mock answers in three polls). */
async function until<T>(ask: () => Promise<T>, done: (answer: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const answer = await ask();
    if (done(answer)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the run never finished");
}

describe("runs in the database on Judge0", () => {
  it("a compiler run started on one platform is answered by the other", async () => {
    const started = await post(first.url, UPSTREAM_CALLS.compilerRun.path, {
      sourceCode: 'print("from judge0")',
      languageId: "python3",
    });
    expect(started.status).toBe(200);
    const { token } = started.body as { token: string };
    const result = await until(
      async () => (await post(second.url, UPSTREAM_CALLS.compilerStatus.path, { token })).body,
      (body) => (body as { inProgress: boolean }).inProgress === false,
    );
    expect(result).toMatchObject({
      inProgress: false,
      isSuccessful: true,
      result: 'print("from judge0")\n',
    });
    expect(judge0.accepted.at(-1)).toMatchObject({ language_id: 71, memory_limit: 256000 });
    expect(judge0.refused).toEqual([]);
  });

  it("a submission's status is the learner's on either platform, nobody else's", async () => {
    const learner = bearer(await devSignIn(first.url, "learner@example.com"));
    const other = bearer(await devSignIn(second.url, "rise@example.com"));
    const problem = findProblem("sum-of-two-numbers")!;
    const started = await post(
      first.url,
      UPSTREAM_CALLS.submissionRun.path,
      {
        token: problem.id,
        languageId: "javascript12",
        sourceCode: problem.referenceSolutions.javascript12!,
      },
      learner,
    );
    expect(started.status).toBe(200);
    const { submissionId } = started.body as { submissionId: string };
    const status = await until(
      async () =>
        (await post(second.url, UPSTREAM_CALLS.submissionStatus.path, { submissionId }, learner))
          .body as { status: string },
      (body) => body.status === "ACCEPTED" || body.status === "REJECTED",
    );
    // The mock echoes the first line of the source: a judged verdict came back through the database.
    expect(status).toMatchObject({ submissionId, mode: "RUN", status: "REJECTED" });
    expect(judge0.accepted.at(-1)).toMatchObject({ language_id: 63, wall_time_limit: 3 });
    const stranger = await post(
      second.url,
      UPSTREAM_CALLS.submissionStatus.path,
      { submissionId },
      other,
    );
    expect(stranger.status).toBe(404);
  });
});
