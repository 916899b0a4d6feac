import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notExecutedMessage } from "~/contract/code-values";
import { createExecutionPool, POOL_CLOSED } from "~server/platform/execution/pool";
import type { ExecutionOutcome } from "~server/platform/execution/types";

/**
 * The execution engine with its real runtimes (QuickJS, Pyodide, sql.js, PGlite) in worker
 * threads: verdicts for hostile code, limits, a healthy pool afterwards, the FIFO queue, and the
 * Judge0 adapter against a fake that speaks Judge0's API.
 */
const pool = createExecutionPool({ size: 2 });
afterAll(() => pool.close());

const run = (languageId: string, sourceCode: string, input = "", setup?: string) =>
  pool.run({ languageId, sourceCode, input, setup });

describe("JavaScript in QuickJS", () => {
  it.each<[string, string, string, Partial<ExecutionOutcome>]>([
    ["hello world", "console.log('Hello, World!')", "", { kind: "ok", stdout: "Hello, World!\n" }],
    [
      "stdin",
      "console.log(readline() + '|' + readline() + '|' + input.length)",
      "a\nb\n",
      { kind: "ok", stdout: "a|b|4\n" },
    ],
    ["a syntax error", "console.log((", "", { kind: "compile-error" }],
    [
      "a throw",
      "throw new TypeError('bad')",
      "",
      { kind: "runtime-error", message: "TypeError: bad" },
    ],
    ["require('fs')", "require('fs').readFileSync('/etc/passwd')", "", { kind: "runtime-error" }],
    ["process.exit()", "process.exit(1)", "", { kind: "runtime-error" }],
    ["a 300 MB string", "'x'.repeat(300 * 1024 * 1024).length", "", { kind: "memory-limit" }],
    ["endless output", "for (;;) console.log('spam')", "", { kind: "output-limit" }],
  ])("%s", async (_name, code, input, expected) => {
    expect(await run("javascript12", code, input)).toMatchObject(expected);
  });

  it("an endless loop ends with time-limit and the pool keeps working", async () => {
    expect(await run("javascript12", "while (true) {}")).toMatchObject({ kind: "time-limit" });
    expect(await run("javascript12", "console.log(1 + 1)")).toMatchObject({
      kind: "ok",
      stdout: "2\n",
    });
  });

  it("nothing leaks from one run to the next", async () => {
    await run("javascript12", "globalThis.secret = 42");
    expect(await run("javascript12", "console.log(typeof secret)")).toMatchObject({
      stdout: "undefined\n",
    });
  });
});

describe("Python in Pyodide", () => {
  it.each<[string, string, string, Partial<ExecutionOutcome>]>([
    ["hello world", "print('Hello, World!')", "", { kind: "ok", stdout: "Hello, World!\n" }],
    ["stdin", "a = input()\nb = input()\nprint(b, a)", "1\n2\n", { kind: "ok", stdout: "2 1\n" }],
    ["a syntax error", "def f(:\n  pass", "", { kind: "compile-error" }],
    ["ZeroDivisionError", "1 / 0", "", { kind: "runtime-error" }],
    ["os.system", "import os\nos.system('ls /')", "", { kind: "runtime-error" }],
    [
      "os.fork (a fork bomb's first step)",
      "import os\nwhile True: os.fork()",
      "",
      { kind: "runtime-error" },
    ],
    ["subprocess", "import subprocess\nsubprocess.run(['ls'])", "", { kind: "runtime-error" }],
    ["import js (the host)", "import js\nprint(js.process.env)", "", { kind: "runtime-error" }],
    ["a 1 GB allocation", "x = bytearray(1024 ** 3)", "", { kind: "memory-limit" }],
    ["endless output", "while True: print('spam')", "", { kind: "output-limit" }],
  ])("%s", async (_name, code, input, expected) => {
    const outcome = await run("python3", code, input);
    expect(outcome).toMatchObject(expected);
    if ("message" in outcome && expected.kind === "runtime-error")
      expect(outcome.message).not.toContain("pyodide");
  });

  it("ZeroDivisionError is named, an endless loop times out and the pool keeps working", async () => {
    expect(await run("python3", "1/0")).toMatchObject({
      message: expect.stringContaining("ZeroDivisionError"),
    });
    expect(await run("python3", "while True: pass")).toMatchObject({ kind: "time-limit" });
    expect(await run("python3", "print(sum(range(10)))")).toMatchObject({
      kind: "ok",
      stdout: "45\n",
    });
  });
});

describe("SQL", () => {
  const setup = "CREATE TABLE t (a INTEGER, b TEXT); INSERT INTO t VALUES (1, NULL), (2, 'x');";
  it("SQLite prints the last result's rows, | between columns, NULL empty", async () => {
    expect(await run("sqlite", "SELECT a, b FROM t ORDER BY a;", "", setup)).toMatchObject({
      kind: "ok",
      stdout: "1|\n2|x\n",
    });
    expect(await run("sqlite", "SELEC 1;")).toMatchObject({
      kind: "runtime-error",
      message: expect.stringContaining("syntax error"),
    });
  });

  it("PostgreSQL the same, booleans as t/f, and nothing leaks between runs", async () => {
    expect(await run("psql", "SELECT a, b, a > 1 FROM t ORDER BY a;", "", setup)).toMatchObject({
      kind: "ok",
      stdout: "1||f\n2|x|t\n",
    });
    await run("psql", "CREATE TABLE leftover (a int);");
    expect(await run("psql", "SELECT * FROM leftover;")).toMatchObject({
      kind: "runtime-error",
      message: expect.stringContaining("does not exist"),
    });
  });
});

describe("the pool", () => {
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
      single.run(
        { languageId: "javascript12", sourceCode: `console.log(${n})`, input: "" },
        { onStart: () => started.push(n) },
      ),
    );
    expect(single.stats()).toEqual({ size: 1, busy: 1, queued: 2 });
    const outcomes = await Promise.all(runs);
    expect(outcomes.map((o) => ("stdout" in o ? o.stdout : ""))).toEqual(["1\n", "2\n", "3\n"]);
    expect(started).toEqual([1, 2, 3]);
    await single.close();
  });

  it("after close, runs end at once with internal-error", async () => {
    const closing = createExecutionPool({ size: 1 });
    const inFlight = closing.run({
      languageId: "javascript12",
      sourceCode: "while (true) {}",
      input: "",
    });
    await closing.close();
    expect(await inFlight).toEqual({ kind: "internal-error", message: POOL_CLOSED });
    expect(await closing.run({ languageId: "javascript12", sourceCode: "1", input: "" })).toEqual({
      kind: "internal-error",
      message: POOL_CLOSED,
    });
  });
});

describe("Judge0 (JUDGE0_URL) for the other languages", () => {
  /** A fake Judge0 CE: a token, then "In Queue", "Processing", and the answer its test asked for. */
  const answers = new Map<string, Record<string, unknown>>();
  const received: Array<{ language_id: number; source_code: string; stdin: string }> = [];
  const polls = new Map<string, number>();
  let server: http.Server;
  let url: string;
  const b64 = (text: string) => Buffer.from(text).toString("base64");

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        res.setHeader("content-type", "application/json");
        if (req.method === "POST" && req.url?.startsWith("/submissions?base64_encoded=true")) {
          const submission = JSON.parse(body);
          received.push(submission);
          const token = `t${received.length}`;
          const source = Buffer.from(submission.source_code, "base64").toString();
          answers.set(
            token,
            source.includes("COMPILE")
              ? {
                  status: { id: 6, description: "Compilation Error" },
                  compile_output: b64("Main.java:1: error"),
                }
              : source.includes("SLOW")
                ? { status: { id: 5, description: "Time Limit Exceeded" } }
                : {
                    status: { id: 3, description: "Accepted" },
                    stdout: b64("hello from judge0\n"),
                    time: "0.05",
                    memory: 1200,
                  },
          );
          return res.end(JSON.stringify({ token }));
        }
        const token = /^\/submissions\/(\w+)\?/.exec(req.url ?? "")?.[1];
        if (req.method === "GET" && token && answers.has(token)) {
          const n = (polls.get(token) ?? 0) + 1;
          polls.set(token, n);
          if (n === 1)
            return res.end(JSON.stringify({ status: { id: 1, description: "In Queue" } }));
          if (n === 2)
            return res.end(JSON.stringify({ status: { id: 2, description: "Processing" } }));
          return res.end(JSON.stringify(answers.get(token)));
        }
        res.statusCode = 404;
        res.end("{}");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("maps ids and statuses: accepted, compilation error, time limit", async () => {
    const judged = createExecutionPool({ size: 1, judge0Url: url });
    const ok = await judged.run({ languageId: "java13", sourceCode: "class Main {}", input: "in" });
    expect(ok).toMatchObject({
      kind: "ok",
      stdout: "hello from judge0\n",
      timeMs: 50,
      memoryKb: 1200,
    });
    expect(received[0]).toMatchObject({
      language_id: 62,
      source_code: b64("class Main {}"),
      stdin: b64("in"),
    });
    expect(
      await judged.run({ languageId: "cppgcc9", sourceCode: "COMPILE", input: "" }),
    ).toMatchObject({ kind: "compile-error", message: "Main.java:1: error" });
    expect(received[1].language_id).toBe(54);
    expect(await judged.run({ languageId: "go", sourceCode: "SLOW", input: "" })).toMatchObject({
      kind: "time-limit",
    });
    // The workers still run their own languages.
    expect(
      await judged.run({ languageId: "javascript12", sourceCode: "console.log(3)", input: "" }),
    ).toMatchObject({ stdout: "3\n" });
    await judged.close();
  });

  it("an unreachable Judge0 is the platform's failure, not the learner's", async () => {
    const judged = createExecutionPool({ size: 1, judge0Url: "http://127.0.0.1:9" });
    expect(
      await judged.run({ languageId: "java13", sourceCode: "class Main {}", input: "" }),
    ).toMatchObject({ kind: "internal-error" });
    await judged.close();
  });
});
