import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notExecutedMessage } from "~/contract/code-values";
import { createExecutionPool } from "~server/platform/execution/pool";
import type { ExecutionPool } from "~server/platform/execution/types";

interface Submission {
  source_code: string;
  language_id: number;
  stdin: string;
  cpu_time_limit: number;
  memory_limit: number;
}

const b64 = (text: string) => Buffer.from(text).toString("base64");

/**
 * A fake Judge0 CE speaking its documented API: POST /submissions answers a token, then each
 * GET answers "In Queue", "Processing", and the final status the source code asks for.
 */
function answerFor(source: string): Record<string, unknown> {
  if (source.includes("COMPILE")) {
    return {
      status: { id: 6, description: "Compilation Error" },
      compile_output: b64("Main.java:1: error: ';' expected"),
    };
  }
  if (source.includes("SLOW")) return { status: { id: 5, description: "Time Limit Exceeded" } };
  if (source.includes("CRASH")) {
    return {
      status: { id: 11, description: "Runtime Error (NZEC)" },
      stderr: b64("Exception in thread main"),
    };
  }
  if (source.includes("BROKEN")) return { status: { id: 13, description: "Internal Error" } };
  return {
    status: { id: 3, description: "Accepted" },
    stdout: b64("hello from judge0\n"),
    time: "0.05",
    memory: 1200,
  };
}

describe("Judge0 (JUDGE0_URL) for the languages the workers do not run", () => {
  const received: Array<{ submission: Submission; headers: http.IncomingHttpHeaders }> = [];
  const polls = new Map<string, number>();
  let server: http.Server;
  let pool: ExecutionPool;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        res.setHeader("content-type", "application/json");
        if (req.method === "POST" && req.url === "/submissions?base64_encoded=true&wait=false") {
          received.push({ submission: JSON.parse(body), headers: req.headers });
          res.statusCode = 201;
          return res.end(JSON.stringify({ token: `t${received.length - 1}` }));
        }
        const match = /^\/submissions\/t(\d+)\?base64_encoded=true&fields=/.exec(req.url ?? "");
        const submission = match && received[Number(match[1])]?.submission;
        if (req.method !== "GET" || !submission) {
          res.statusCode = 404;
          return res.end("{}");
        }
        const token = `t${match[1]}`;
        const poll = (polls.get(token) ?? 0) + 1;
        polls.set(token, poll);
        const source = Buffer.from(submission.source_code, "base64").toString();
        if (poll === 1 || source.includes("HANG"))
          return res.end(JSON.stringify({ status: { id: 1, description: "In Queue" } }));
        if (poll === 2)
          return res.end(JSON.stringify({ status: { id: 2, description: "Processing" } }));
        res.end(JSON.stringify(answerFor(source)));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    pool = createExecutionPool({
      size: 1,
      judge0Url: `http://127.0.0.1:${port}/`,
      judge0Token: "secret-token",
    });
  });
  afterAll(async () => {
    await pool.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("sends java13 as language 62 with base64 fields, and maps Accepted to ok", async () => {
    let started = 0;
    const outcome = await pool.run(
      { languageId: "java13", sourceCode: "class Main {}", input: "in" },
      { onStart: () => (started += 1) },
    );
    expect(outcome).toEqual({
      kind: "ok",
      stdout: "hello from judge0\n",
      stderr: "",
      timeMs: 50,
      memoryKb: 1200,
    });
    expect(started).toBe(1);
    const { submission, headers } = received.at(-1)!;
    expect(submission).toMatchObject({
      language_id: 62,
      source_code: b64("class Main {}"),
      stdin: b64("in"),
      cpu_time_limit: 3,
      memory_limit: 256 * 1024,
    });
    expect(headers["x-auth-token"]).toBe("secret-token");
  });

  it.each([
    [
      "cppgcc9",
      54,
      "COMPILE",
      { kind: "compile-error", message: "Main.java:1: error: ';' expected" },
    ],
    ["go", 60, "SLOW", { kind: "time-limit", message: "Time limit exceeded" }],
    ["kotlin", 78, "CRASH", { kind: "runtime-error", message: "Exception in thread main" }],
    ["c", 50, "BROKEN", { kind: "internal-error" }],
  ])("%s (Judge0 language %i): %s", async (languageId, judge0Id, sourceCode, expected) => {
    expect(await pool.run({ languageId, sourceCode, input: "" })).toMatchObject(expected);
    expect(received.at(-1)!.submission.language_id).toBe(judge0Id);
  });

  it("a language Judge0 has no id for stays unsupported", async () => {
    expect(await pool.run({ languageId: "cobol", sourceCode: "", input: "" })).toEqual({
      kind: "unsupported",
      message: notExecutedMessage("cobol"),
    });
  });

  it("the workers still run their own languages", async () => {
    expect(
      await pool.run({ languageId: "javascript12", sourceCode: "print(3)", input: "" }),
    ).toMatchObject({ kind: "ok", stdout: "3\n" });
  }, 30_000);

  it("close() ends a Judge0 run still in Judge0's queue", async () => {
    const { port } = server.address() as AddressInfo;
    const closing = createExecutionPool({ size: 1, judge0Url: `http://127.0.0.1:${port}` });
    const pending = closing.run({ languageId: "java13", sourceCode: "HANG", input: "" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await closing.close();
    expect(await pending).toMatchObject({ kind: "internal-error" });
  });

  it("an unreachable Judge0 is the platform's failure, not the learner's", async () => {
    const offline = createExecutionPool({ size: 1, judge0Url: "http://127.0.0.1:9" });
    expect(
      await offline.run({ languageId: "java13", sourceCode: "class Main {}", input: "" }),
    ).toMatchObject({ kind: "internal-error" });
    await offline.close();
  });
});
