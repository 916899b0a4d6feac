import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notExecutedMessage } from "~/contract/code-values";
import {
  createJudge0Client,
  JUDGE0_BUSY,
  languageMap,
  NODE_PRELUDE,
  submissionLimits,
} from "~server/platform/execution/judge0";
import { createExecutionPool } from "~server/platform/execution/pool";
import { DEFAULT_LIMITS, type ExecutionPool } from "~server/platform/execution/types";
import {
  JUDGE0_CE_LANGUAGES,
  JUDGE0_DEFAULT_CONFIG,
  startMockJudge0,
  type MockJudge0,
} from "../../support/mock-judge0";

const b64 = (text: string) => Buffer.from(text).toString("base64");
const defaults = { maxCpuTimeLimit: 15, maxWallTimeLimit: 20, maxMemoryLimit: 256000 };

describe("Judge0 limits and languages, read from the instance", () => {
  it("clamps memory, CPU and wall time to the instance's maxima", () => {
    // The default 256 MiB is 262144 KB: a default Judge0 (256000) refuses that for every run.
    expect(submissionLimits(DEFAULT_LIMITS, defaults)).toEqual({
      cpu_time_limit: 3,
      wall_time_limit: 3,
      memory_limit: 256000,
    });
    expect(submissionLimits({ ...DEFAULT_LIMITS, wallMs: 60_000, memoryMb: 1 }, defaults)).toEqual({
      cpu_time_limit: 15,
      wall_time_limit: 20,
      memory_limit: 2048,
    });
  });

  it("finds each language by name, whatever the instance's numbering", () => {
    const ce = languageMap(JUDGE0_CE_LANGUAGES);
    expect(Object.fromEntries(ce)).toMatchObject({
      java13: 62,
      javascript12: 63,
      python3: 71,
      sqlite: 82,
      cppgcc9: 54,
    });
    // pandas is not plain Python: on Judge0 CE it has no language.
    expect(ce.has("pandas")).toBe(false);
    expect(ce.has("psql")).toBe(false);
    const extra = languageMap([
      { id: 10, name: "Python for ML (3.7.7)" },
      { id: 4, name: "Java (OpenJDK 14.0.1)" },
    ]);
    expect(Object.fromEntries(extra)).toEqual({ pandas: 10, java13: 4 });
  });
});

describe("EXECUTION_BACKEND=judge0 against a Judge0 that enforces its documented limits", () => {
  let judge0: MockJudge0;
  let pool: ExecutionPool;
  const logged: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    judge0 = await startMockJudge0();
    pool = createExecutionPool({
      size: 1,
      backend: "judge0",
      judge0Url: `${judge0.url}/`,
      judge0Token: "secret-token",
      log: (event) => logged.push(event),
    });
  });
  afterAll(async () => {
    await pool.close();
    await judge0.close();
  });

  it("sends JavaScript, Python and SQL to Judge0 with clamped limits and a wall time", async () => {
    let started = 0;
    const outcome = await pool.run(
      { languageId: "javascript12", sourceCode: "js here", input: "in" },
      { onStart: () => (started += 1) },
    );
    expect(outcome).toEqual({
      kind: "ok",
      // The mock echoes the last line: the prelude shares the program's first line.
      stdout: `${NODE_PRELUDE}js here\n`,
      stderr: "",
      timeMs: 50,
      memoryKb: 1200,
    });
    expect(started).toBe(1);
    const sent = judge0.accepted.at(-1)!;
    expect(sent).toMatchObject({
      language_id: 63,
      source: `${NODE_PRELUDE}js here`,
      stdin: b64("in"),
      cpu_time_limit: 3,
      wall_time_limit: 3,
      memory_limit: 256000,
    });
    expect(sent.headers["x-auth-token"]).toBe("secret-token");

    expect(await pool.run({ languageId: "python3", sourceCode: "py", input: "" })).toMatchObject({
      kind: "ok",
      stdout: "py\n",
    });
    expect(judge0.accepted.at(-1)!.language_id).toBe(71);

    await pool.run({
      languageId: "sqlite",
      sourceCode: "SELECT 1;",
      setup: "CREATE TABLE t (a);",
      input: "",
    });
    expect(judge0.accepted.at(-1)).toMatchObject({
      language_id: 82,
      source: "CREATE TABLE t (a);\nSELECT 1;",
    });
    expect(judge0.refused).toEqual([]);
  });

  it("a run asking more than the maxima is clamped, never refused", async () => {
    const outcome = await pool.run({
      languageId: "java13",
      sourceCode: "class Main {}",
      input: "",
      limits: { wallMs: 120_000, memoryMb: 2048 },
    });
    expect(outcome.kind).toBe("ok");
    expect(judge0.accepted.at(-1)).toMatchObject({
      language_id: 62,
      cpu_time_limit: 15,
      wall_time_limit: 20,
      memory_limit: 256000,
    });
    expect(judge0.refused).toEqual([]);
  });

  it.each([
    ["cppgcc9", 54, "COMPILE", { kind: "compile-error", message: "error: ';' expected" }],
    ["go", 60, "SLOW", { kind: "time-limit", message: "Time limit exceeded" }],
    ["kotlin", 78, "CRASH", { kind: "runtime-error", message: "boom" }],
    ["c", 50, "BROKEN", { kind: "internal-error" }],
  ])("%s (Judge0 language %i): %s", async (languageId, judge0Id, sourceCode, expected) => {
    expect(await pool.run({ languageId, sourceCode, input: "" })).toMatchObject(expected);
    expect(judge0.accepted.at(-1)!.language_id).toBe(judge0Id);
  });

  it("pandas and PostgreSQL, which this Judge0 has not, are unsupported (not plain Python)", async () => {
    const before = judge0.accepted.length;
    for (const languageId of ["pandas", "psql"]) {
      expect(await pool.run({ languageId, sourceCode: "x", input: "" })).toEqual({
        kind: "unsupported",
        message: notExecutedMessage(languageId),
      });
    }
    expect(judge0.accepted.length).toBe(before);
  });
});

describe("JavaScript on Judge0's Node.js", () => {
  it("gets the platform's readline, input and print", async () => {
    const { execFileSync } = await import("node:child_process");
    const program =
      'const [a, b] = readline().split(" ").map(Number);\nprint(a + b, readline(), input.length);';
    const out = execFileSync(process.execPath, ["-e", NODE_PRELUDE + program], {
      input: "2 3\nnext\n",
      encoding: "utf8",
    });
    expect(out).toBe("5 next 9\n");
  });
});

describe("a Judge0 that refuses", () => {
  it("logs the refusal with Judge0's error body; the learner gets an internal error", async () => {
    // It says 512000 but enforces 256000: the adapter's request is refused with 422.
    const judge0 = await startMockJudge0({ advertise: { max_memory_limit: 512000 } });
    const logged: Array<Record<string, unknown>> = [];
    const client = createJudge0Client({
      url: judge0.url,
      pollMs: 10,
      log: (event) => logged.push(event),
    });
    const outcome = await client.run(
      { languageId: "java13", sourceCode: "class Main {}", input: "" },
      { ...DEFAULT_LIMITS, memoryMb: 400 },
    );
    expect(outcome).toEqual({ kind: "internal-error", message: "Judge0: Judge0 answered 422" });
    expect(judge0.refused).toHaveLength(1);
    expect(logged).toEqual([
      expect.objectContaining({
        event: "judge0-refused",
        status: 422,
        languageId: "java13",
        memoryLimit: 409600,
        body: JSON.stringify({ memory_limit: ["must be less than or equal to 256000"] }),
      }),
    ]);
    client.close();
    await judge0.close();
  });

  it("bounds its queue: past the waiting places a run is told the runner is busy", async () => {
    const judge0 = await startMockJudge0();
    const logged: Array<Record<string, unknown>> = [];
    const client = createJudge0Client({
      url: judge0.url,
      pollMs: 10,
      maxConcurrent: 1,
      maxWaiting: 1,
      log: (event) => logged.push(event),
    });
    const hang = { languageId: "java13", sourceCode: "HANG", input: "" };
    const first = client.run(hang, DEFAULT_LIMITS);
    const second = client.run(hang, DEFAULT_LIMITS);
    expect(client.stats()).toEqual({ active: 1, waiting: 1 });
    expect(await client.run(hang, DEFAULT_LIMITS)).toEqual({
      kind: "internal-error",
      message: JUDGE0_BUSY,
    });
    expect(logged).toContainEqual(expect.objectContaining({ event: "judge0-busy" }));
    client.close();
    expect(await first).toMatchObject({ kind: "internal-error" });
    expect(await second).toMatchObject({ kind: "internal-error" });
    await judge0.close();
  });

  it("an unreachable Judge0 is the platform's failure, not the learner's", async () => {
    const offline = createExecutionPool({
      size: 1,
      backend: "judge0",
      judge0Url: "http://127.0.0.1:9",
    });
    expect(
      await offline.run({ languageId: "java13", sourceCode: "class Main {}", input: "" }),
    ).toMatchObject({ kind: "internal-error" });
    await offline.close();
  });

  it("EXECUTION_BACKEND=judge0 without JUDGE0_URL does not start", () => {
    expect(() => createExecutionPool({ size: 1, backend: "judge0" })).toThrow(/JUDGE0_URL/);
  });
});

describe("the workers backend (default) with JUDGE0_URL for the other languages", () => {
  it("runs JavaScript itself and Java on Judge0", async () => {
    const judge0 = await startMockJudge0();
    const pool = createExecutionPool({ size: 1, judge0Url: judge0.url });
    expect(
      await pool.run({ languageId: "javascript12", sourceCode: "print(3)", input: "" }),
    ).toMatchObject({ kind: "ok", stdout: "3\n" });
    expect(
      await pool.run({ languageId: "java13", sourceCode: "class Main {}", input: "" }),
    ).toMatchObject({ kind: "ok" });
    expect(judge0.accepted.map((s) => s.language_id)).toEqual([62]);
    expect(JUDGE0_DEFAULT_CONFIG.max_memory_limit).toBe(256000);
    await pool.close();
    await judge0.close();
  }, 30_000);
});
