import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { CLIENT_ADDRESS_HEADER, TOO_MANY_COMPILER_RUNS } from "~/contract/code-values";
import { RUNNER_LOST } from "~server/platform/practice/runs";
import { SEED_SANDBOXES } from "~server/platform/seed/sandboxes";
import type { RunningPlatform } from "~server/platform/server";
import { startMockJudge0, type MockJudge0 } from "../../support/mock-judge0";
import {
  bearer,
  devSignIn,
  HARNESS_GATEWAY_SECRET,
  makeDataDir,
  post,
  startOnJudge0,
} from "./platform-harness";

/**
 * Several platform processes on one database (decisions 054, 056): the compiler-run limit per
 * identity counts in the database, so two processes share it; a sandbox run started on one is
 * answered by the other; and a run whose process died (SIGKILL, its Judge0 poller gone), compiler
 * or sandbox, is closed by another process with a clear error instead of staying "in progress".
 * The mock Judge0 and the process that dies listen on free ports (port 0).
 */
const root = path.resolve(__dirname, "../../..");
const data = makeDataDir();
const LIMIT = 4;
let judge0: MockJudge0;
let first: RunningPlatform;
let second: RunningPlatform;
const children: ChildProcess[] = [];

const startOne = () =>
  startOnJudge0(data.dir, judge0.url, {
    // Each start call answers with the verdict: a run's pending place is free before the next.
    startAnswerWaitMs: 20_000,
    execution: { compilerRunsPerMinute: LIMIT, runOwnerLostMs: 5_000 },
  });

beforeAll(async () => {
  judge0 = await startMockJudge0();
  first = await startOne();
  second = await startOne();
}, 60_000);
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  await first?.close();
  await second?.close();
  await judge0?.close();
  data.cleanup();
});

const compilerRun = (base: string, headers: Record<string, string>, source = 'print("hi")') =>
  post(
    base,
    UPSTREAM_CALLS.compilerRun.path,
    { sourceCode: source, languageId: "python3" },
    headers,
  );

const project = SEED_SANDBOXES.find((sandbox) => sandbox.slug === "python-project")!;
/** One file as a PLAYGROUND run: Python's files reach Judge0 encoded, JavaScript's as written. */
const sandboxRun = (
  base: string,
  headers: Record<string, string>,
  code: string,
  language: "python3" | "javascript12" = "python3",
) => {
  const fileName = language === "python3" ? "main.py" : "main.js";
  return post(
    base,
    UPSTREAM_CALLS.sandboxRun.path,
    {
      sandboxId: project.id,
      sandboxType: "PLAYGROUND",
      files: [{ fileName, code }],
      entryFile: fileName,
      languageId: language,
    },
    headers,
  );
};
const sandboxStatus = (base: string, headers: Record<string, string>, runId: string) =>
  post(base, UPSTREAM_CALLS.sandboxStatus.path, { runId }, headers);

describe("sandbox runs across platform processes", () => {
  it("answers a sandbox run started on one process from the other", async () => {
    const learner = bearer(await devSignIn(first.url, "learner@example.com"));
    const started = await sandboxRun(first.url, learner, 'print("from the first process")');
    expect(started.status, started.text).toBe(200);
    // The start call held its answer until the verdict (startAnswerWaitMs): it carries it.
    const { runId, result } = started.body as { runId: string; result?: Record<string, unknown> };
    expect(result).toMatchObject({ runId, status: "ACCEPTED" });
    // The other process never saw this run start: it reads it from the database.
    const answered = await sandboxStatus(second.url, learner, runId);
    expect(answered.status, answered.text).toBe(200);
    expect(answered.body).toEqual(result);
    // Still someone else's run there: as unknown as a missing one.
    const other = bearer(await devSignIn(second.url, "other-learner@example.com"));
    expect((await sandboxStatus(second.url, other, runId)).status).toBe(404);
  });
});

describe("compiler-run limits across platform processes", () => {
  it("counts one visitor's runs on both processes against one limit", async () => {
    const visitor = { [CLIENT_ADDRESS_HEADER]: "203.0.113.7" };
    for (let i = 0; i < LIMIT; i++) {
      const started = await compilerRun(i % 2 === 0 ? first.url : second.url, visitor);
      expect(started.status).toBe(200);
    }
    // Each process alone has seen LIMIT / 2 runs: a count per process would let both go on.
    for (const platform of [first, second]) {
      const refused = await compilerRun(platform.url, visitor);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ message: TOO_MANY_COMPILER_RUNS });
    }
    // Another address, and a signed-in learner from the same one, are identities of their own.
    expect((await compilerRun(second.url, { [CLIENT_ADDRESS_HEADER]: "203.0.113.8" })).status).toBe(
      200,
    );
    const learner = bearer(await devSignIn(first.url, "learner@example.com"));
    expect((await compilerRun(first.url, { ...visitor, ...learner })).status).toBe(200);
  });
});

/** A child platform boots under tsx, and each status call before the kill is held (20 s). */
describe("runs of a dead platform process", { timeout: 90_000 }, () => {
  it("are closed by another process with a clear error, not left in progress", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/platform/main.ts"], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "development",
        PLATFORM_PORT: "0",
        DATA_DIR: data.dir,
        PAYMENT_GATEWAY_SECRET: HARNESS_GATEWAY_SECRET,
        EXECUTION_BACKEND: "judge0",
        JUDGE0_URL: judge0.url,
        PLATFORM_START_ANSWER_WAIT_MS: "0",
        PLATFORM_WARM_RUNTIMES: "none",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    let output = "";
    child.stdout?.on("data", (d) => (output += String(d)));
    child.stderr?.on("data", (d) => (output += String(d)));
    const dying = await new Promise<string>((resolve, reject) => {
      const check = () => {
        const listening = /listening on (http:\/\/[^\s/]+)/.exec(output);
        if (listening) resolve(listening[1]);
        else if (child.exitCode !== null) reject(new Error(output));
        else setTimeout(check, 100);
      };
      check();
    });
    const started = await compilerRun(
      dying,
      { [CLIENT_ADDRESS_HEADER]: "198.51.100.1" },
      'print("HANG")',
    );
    expect(started.status).toBe(200);
    const { token } = started.body as { token: string };
    const status = () => post(second.url, UPSTREAM_CALLS.compilerStatus.path, { token });
    // A learner's sandbox run on the same process (their session lives in the database).
    const learner = bearer(await devSignIn(first.url, "learner@example.com"));
    // The mock Judge0 never finishes a source that says HANG.
    const sandboxStarted = await sandboxRun(dying, learner, 'console.log("HANG");', "javascript12");
    expect(sandboxStarted.status, sandboxStarted.text).toBe(200);
    const { runId } = sandboxStarted.body as { runId: string };
    // Its process is alive and follows them on Judge0 (which never finishes them): in progress
    // (each status call is held for the platform's start-answer wait: both at once).
    const [compilerBefore, before] = await Promise.all([
      status(),
      sandboxStatus(second.url, learner, runId),
    ]);
    expect(compilerBefore.body).toMatchObject({ inProgress: true });
    expect(before.status, before.text).toBe(200);
    expect(["CREATED", "QUEUED", "RUNNING"]).toContain((before.body as { status: string }).status);

    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));
    let answer = (await status()).body as { inProgress: boolean; message?: string };
    for (let i = 0; i < 200 && answer.inProgress; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = (await status()).body as typeof answer;
    }
    expect(answer).toMatchObject({ inProgress: false, isSuccessful: false, message: RUNNER_LOST });
    // Closed in the database: the other process answers the same verdict.
    expect((await post(first.url, UPSTREAM_CALLS.compilerStatus.path, { token })).body).toEqual(
      answer,
    );

    // The sandbox run too (its owner has been silent past runOwnerLostMs by now).
    const closed = await sandboxStatus(second.url, learner, runId);
    expect(closed.body).toEqual({ runId, status: "REJECTED", message: RUNNER_LOST });
    expect((await sandboxStatus(first.url, learner, runId)).body).toEqual(closed.body);
  });
});
