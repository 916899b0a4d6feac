import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { findProblem } from "~server/platform/practice/problems";
import type { RunningPlatform } from "~server/platform/server";
import {
  bearer,
  devSignIn,
  makeDataDir,
  post,
  start,
} from "../integration/platform/platform-harness";

/**
 * Issue 30's exploit through the platform itself: a visitor's compiler runs (no login, one on
 * each of the pool's two workers) hide a gc callback that prints TAMPERED and copies each later
 * run's stdin to /dev/shm; a learner's correct SUBMIT must still be ACCEPTED, and the visitor's
 * next runs must find none of the hidden test cases.
 */
const data = makeDataDir();
let platform: RunningPlatform;
let learner: Record<string, string>;

beforeAll(async () => {
  platform = await start(data.dir);
  learner = bearer(await devSignIn(platform.url, "learner@example.com"));
}, 60_000);
afterAll(async () => {
  await platform?.close();
  data.cleanup();
});

const problem = findProblem("maximum-subarray-sum")!;

const PLANT = String.raw`
import gc, sys
def steal(*args):
    try:
        with open("/dev/shm/stolen", "a") as file:
            file.write(sys.stdin.buffer.getvalue().decode())
    except Exception:
        pass
    sys.stdout.write("TAMPERED\n")
gc.callbacks.append(steal)
print("planted")
`;

const READ_BACK = String.raw`
import os
print(open("/dev/shm/stolen").read() if os.path.exists("/dev/shm/stolen") else "nothing")
`;

async function compile(sourceCode: string) {
  const started = await post(platform.url, UPSTREAM_CALLS.compilerRun.path, {
    sourceCode,
    languageId: "python3",
    input: "",
  });
  expect(started.status).toBe(200);
  const { token } = started.body as { token: string };
  for (let i = 0; i < 600; i++) {
    const answer = await post(platform.url, UPSTREAM_CALLS.compilerStatus.path, { token });
    const result = answer.body as { inProgress: boolean; result?: string };
    if (!result.inProgress) return result;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the compiler run never finished");
}

async function submit(sourceCode: string, as = learner) {
  const started = await post(
    platform.url,
    UPSTREAM_CALLS.submissionSubmit.path,
    { token: problem.id, sourceCode, languageId: "python3" },
    as,
  );
  expect(started.status).toBe(200);
  const { submissionId } = started.body as { submissionId: string };
  for (let i = 0; i < 600; i++) {
    const answer = await post(
      platform.url,
      UPSTREAM_CALLS.submissionStatus.path,
      { submissionId },
      as,
    );
    const status = answer.body as { status: string; judgeResult?: string };
    if (status.status === "ACCEPTED" || status.status === "REJECTED") return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the submission never finished");
}

describe("a visitor's run does not reach a learner's submission", { timeout: 180_000 }, () => {
  it("the correct SUBMIT is ACCEPTED and the hidden cases stay hidden", async () => {
    const planted = await Promise.all([compile(PLANT), compile(PLANT)]);
    for (const result of planted) expect(result.result).toContain("planted");
    const verdict = await submit(problem.referenceSolutions.python3!);
    expect(verdict.status).toBe("ACCEPTED");
    const readBack = await Promise.all([compile(READ_BACK), compile(READ_BACK)]);
    for (const result of readBack) expect(result.result).toBe("nothing\n");
  });
});

/**
 * Decision 062: a submission's cases run in one fresh interpreter. Each case gets fresh globals,
 * stdin and stdout; what its cases plant goes with the submission: another learner's correct
 * SUBMIT is ACCEPTED, and later runs on both workers find nothing.
 */
describe("a submission's cases in one interpreter reach no one else", { timeout: 180_000 }, () => {
  const solution = problem.referenceSolutions.python3!;

  it("a global set in case 1 is not there in case 2: the cases' answers stay right", async () => {
    const guarded = [
      "if 'answered' in globals():",
      "    print('a global of an earlier case')",
      "    raise SystemExit",
      "answered = True",
      solution,
    ].join("\n");
    expect(await submit(guarded)).toMatchObject({ status: "ACCEPTED" });
  });

  it("what a submission's cases plant is in no other learner's SUBMIT nor any later run", async () => {
    // The plant without its own output: the submission's later cases must still answer right.
    const plant = PLANT.replace('    sys.stdout.write("TAMPERED\\n")\n', "").replace(
      'print("planted")',
      "",
    );
    expect(plant).not.toContain("TAMPERED");
    const planting = `${plant}\n${solution}`;
    const other = bearer(await devSignIn(platform.url, "other-learner@example.com"));
    // The planting submission answers right: its own cases see only their own stdin.
    expect(await submit(planting)).toMatchObject({ status: "ACCEPTED" });
    expect(await submit(solution, other)).toMatchObject({ status: "ACCEPTED" });
    const readBack = await Promise.all([compile(READ_BACK), compile(READ_BACK)]);
    for (const result of readBack) expect(result.result).toBe("nothing\n");
  });
});
