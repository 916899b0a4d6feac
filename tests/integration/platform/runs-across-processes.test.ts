import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { CLIENT_ADDRESS_HEADER, TOO_MANY_COMPILER_RUNS } from "~/contract/code-values";
import { RUNNER_LOST } from "~server/platform/practice/runs";
import { startPlatform, type RunningPlatform } from "~server/platform/server";
import { startMockJudge0, type MockJudge0 } from "../../support/mock-judge0";
import { bearer, devSignIn, HARNESS_GATEWAY_SECRET, makeDataDir, post } from "./platform-harness";

/**
 * Several platform processes on one database (decision 054): the compiler-run limit per identity
 * counts in the database, so two processes share it; and a run whose process died (SIGKILL, its
 * Judge0 poller gone) is closed by another process with a clear error instead of staying
 * "in progress". Ports 3474 (mock Judge0) and 3475 (the process that dies).
 */
const root = path.resolve(__dirname, "../../..");
const data = makeDataDir();
const LIMIT = 4;
let judge0: MockJudge0;
let first: RunningPlatform;
let second: RunningPlatform;
const children: ChildProcess[] = [];

const startOne = () =>
  startPlatform({
    port: 0,
    host: "127.0.0.1",
    dataDir: data.dir,
    testMode: false,
    devSignIn: true,
    paymentGatewaySecret: HARNESS_GATEWAY_SECRET,
    log: () => {},
    info: () => {},
    // Each start call answers with the verdict: a run's pending place is free before the next.
    startAnswerWaitMs: 20_000,
    execution: {
      backend: "judge0",
      judge0Url: judge0.url,
      compilerRunsPerMinute: LIMIT,
      runOwnerLostMs: 5_000,
    },
  });

beforeAll(async () => {
  judge0 = await startMockJudge0({ port: 3474 });
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

describe("runs of a dead platform process", () => {
  it("are closed by another process with a clear error, not left in progress", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/platform/main.ts"], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "development",
        PLATFORM_PORT: "3475",
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
    await new Promise<void>((resolve, reject) => {
      const check = () => {
        if (output.includes("listening on")) resolve();
        else if (child.exitCode !== null) reject(new Error(output));
        else setTimeout(check, 100);
      };
      check();
    });
    const dying = "http://127.0.0.1:3475";
    const started = await compilerRun(
      dying,
      { [CLIENT_ADDRESS_HEADER]: "198.51.100.1" },
      'print("HANG")',
    );
    expect(started.status).toBe(200);
    const { token } = started.body as { token: string };
    const status = () => post(second.url, UPSTREAM_CALLS.compilerStatus.path, { token });
    // Its process is alive and follows it on Judge0 (which never finishes it): in progress.
    expect((await status()).body).toMatchObject({ inProgress: true });

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
  });
});
