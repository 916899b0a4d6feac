/**
 * `npm run bench:judge`: the reference platform's code runner, measured in one run (never
 * asserted in tests). Prints:
 * 1. Run → verdict, p50 and p95 over N runs each: JavaScript, Python and SQL hello-worlds (a
 *    learner's Run: the start call, then status polled every 10 ms until final).
 * 2. 20 concurrent Submits of a problem (5 test cases each): all finish, how long the last took,
 *    and the page call's p50/p99 while they run beside its p50/p99 idle (the event loop stays free).
 * 3. The flood (issue 30): 2 visitor addresses each send 20 compiler runs of a Python program that
 *    catches KeyboardInterrupt in a loop (every run hits the wall-time limit and its worker is
 *    killed), keeping as many in flight as the platform accepts; then a learner's JavaScript
 *    `console.log(1)` compiler run: its verdict latency beside the same run idle (the flood stops
 *    once the learner has a verdict).
 * 4. In Chromium through the BFF (needs `npm run build`): a learner's Run → verdict on a problem
 *    page, JavaScript and Python, a Python Submit → "Accepted" and a PostgreSQL compiler run →
 *    output, with the platform answering start calls at once (the spec's schedule only) and with
 *    the final result in the start answer (./judge-browser.ts); with `BENCH_JUDGE_BASE` set to
 *    another built checkout, that checkout's stack and this one's instead (before and after).
 * `BENCH_JUDGE_PARTS=flood` (comma-separated: hello, submits, flood, browser) runs only those parts;
 * `BENCH_JUDGE_PORT` moves the browser part's stack (default 3720 and 3721).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { CLIENT_ADDRESS_HEADER } from "~/contract/code-values";
import { findProblem } from "~server/platform/practice/problems";
import { startPlatform } from "~server/platform/server";
import { browserPart } from "./judge-browser";
import { percentile } from "./stats";

const RUNS = Number(process.env.BENCH_JUDGE_RUNS ?? 20);
const CONCURRENT = Number(process.env.BENCH_JUDGE_CONCURRENT ?? 20);
const FLOOD_RUNS = Number(process.env.BENCH_JUDGE_FLOOD_RUNS ?? 20);
const BROWSER_RUNS = Number(process.env.BENCH_JUDGE_BROWSER_RUNS ?? 10);
/** The browser part's BFF port (the platform takes the next one): BENCH_JUDGE_PORT, 3720. */
const BROWSER_PORT = Number(process.env.BENCH_JUDGE_PORT ?? 3720);
const PARTS = new Set((process.env.BENCH_JUDGE_PARTS ?? "hello,submits,flood,browser").split(","));
/** Documentation addresses (RFC 5737): two visitors as the BFF names them to the platform. */
const VISITORS = ["203.0.113.7", "198.51.100.23"];
const STUBBORN_PYTHON = [
  "while True:",
  "    try:",
  "        while True:",
  "            pass",
  "    except KeyboardInterrupt:",
  "        pass",
].join("\n");

const ms = (value: number) => `${value.toFixed(0)} ms`;

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-judge-"));
  const platform = await startPlatform({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    testMode: false,
    devSignIn: true,
    log: () => {},
    info: () => {},
    // The flood measures the runner's fairness, not the per-minute limit (decision 054).
    execution: { compilerRunsPerMinute: 0 },
  });
  const post = async (p: string, body: unknown, token?: string, address?: string) => {
    const res = await fetch(platform.url + p, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(address ? { [CLIENT_ADDRESS_HEADER]: address } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const signIn = async (email: string) => {
    const answer = await post(UPSTREAM_CALLS.tokenSignIn.path, {
      provider: "dev",
      idToken: `dev:${email}`,
      source: "bench",
    });
    return String(answer.body.token ?? "");
  };
  const token = await signIn("learner@example.com");
  // A learner may have 3 runs in flight: the concurrent submits come from 20 learners.
  const learners = await Promise.all(
    Array.from({ length: CONCURRENT }, (_, i) => signIn(`bench-${i}@example.com`)),
  );
  const problem = findProblem("sum-of-two-numbers")!;

  const untilFinal = async (submissionId: string, as = token) => {
    for (;;) {
      const { body } = await post(UPSTREAM_CALLS.submissionStatus.path, { submissionId }, as);
      if (body.status === "ACCEPTED" || body.status === "REJECTED") return body;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const runToVerdict = async (
    languageId: string,
    sourceCode: string,
    mode: "RUN" | "SUBMIT" = "RUN",
    as = token,
  ) => {
    const path_ =
      mode === "RUN" ? UPSTREAM_CALLS.submissionRun.path : UPSTREAM_CALLS.submissionSubmit.path;
    const started = await post(
      path_,
      { token: problem.id, sourceCode, languageId, input: mode === "RUN" ? "x" : undefined },
      as,
    );
    if (started.status !== 200)
      throw new Error(`start answered ${started.status}: ${JSON.stringify(started.body)}`);
    return untilFinal(String(started.body.submissionId), as);
  };

  const hellos: Array<[string, string, string]> = [
    ["JavaScript (QuickJS)", "javascript12", "console.log('Hello, World!')"],
    ["Python (Pyodide)", "python3", "print('Hello, World!')"],
  ];
  if (PARTS.has("hello")) await hellosPart();
  if (PARTS.has("submits")) await submitsPart();
  if (PARTS.has("flood")) await floodPart();
  await platform.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (PARTS.has("browser")) await browserPart(BROWSER_RUNS, BROWSER_PORT);

  async function hellosPart() {
    console.log(`Run → verdict, ${RUNS} runs each after one warm-up (workers: 2):`);
    for (const [label, languageId, code] of hellos) {
      await runToVerdict(languageId, code);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        await runToVerdict(languageId, code);
        times.push(performance.now() - t);
      }
      console.log(
        `  ${label.padEnd(22)} p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}`,
      );
    }
    const sqlProblem = findProblem("top-earning-department")!;
    for (const languageId of ["sqlite", "psql"] as const) {
      const times: number[] = [];
      const one = async () => {
        const started = await post(
          UPSTREAM_CALLS.submissionRun.path,
          {
            token: sqlProblem.id,
            sourceCode: sqlProblem.referenceSolutions[languageId]!,
            languageId,
          },
          token,
        );
        return untilFinal(String(started.body.submissionId));
      };
      await one();
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        await one();
        times.push(performance.now() - t);
      }
      const label = languageId === "sqlite" ? "SQL (sql.js)" : "SQL (PGlite)";
      console.log(
        `  ${label.padEnd(22)} p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}`,
      );
    }
  }

  async function submitsPart() {
    const pageTimes = async (until: () => boolean, min: number) => {
      const times: number[] = [];
      while (!until() || times.length < min) {
        const t = performance.now();
        await post(UPSTREAM_CALLS.page.path, { pageUri: "/" });
        times.push(performance.now() - t);
      }
      return times;
    };
    let idleDone = false;
    setTimeout(() => (idleDone = true), 2000);
    const idle = await pageTimes(() => idleDone, 50);

    const t = performance.now();
    let finished = 0;
    const submissions = Array.from({ length: CONCURRENT }, (_, i) =>
      runToVerdict(
        i % 2 ? "python3" : "javascript12",
        i % 2 ? problem.referenceSolutions.python3! : problem.referenceSolutions.javascript12!,
        "SUBMIT",
        learners[i],
      ).then((verdict) => {
        finished += 1;
        return verdict;
      }),
    );
    const busy = await pageTimes(() => finished === CONCURRENT, 50);
    const verdicts = await Promise.all(submissions);
    const wall = performance.now() - t;
    const accepted = verdicts.filter((v) => v.status === "ACCEPTED").length;
    console.log(
      `\n${CONCURRENT} concurrent Submits (${problem.testCases.length} cases each, half JavaScript, half Python):`,
    );
    console.log(
      `  all finished: ${finished}/${CONCURRENT}, accepted ${accepted}; the last after ${ms(wall)}`,
    );
    console.log(
      `  page call idle:      p50 ${ms(percentile(idle, 50))}  p99 ${ms(percentile(idle, 99))}  (${idle.length} calls)`,
    );
    console.log(
      `  page call under load: p50 ${ms(percentile(busy, 50))}  p99 ${ms(percentile(busy, 99))}  (${busy.length} calls; p99 ratio ${(percentile(busy, 99) / percentile(idle, 99)).toFixed(1)}x)`,
    );
  }

  /** A compiler run's start call: its token, or the status of the refusal. */
  async function startCompiler(
    languageId: string,
    sourceCode: string,
    as?: string,
    address?: string,
  ) {
    const started = await post(
      UPSTREAM_CALLS.compilerRun.path,
      { languageId, sourceCode },
      as,
      address,
    );
    return started.status === 200
      ? { token: String(started.body.token) }
      : { refused: started.status };
  }

  /** Polls a compiler run every 10 ms until its final answer. */
  async function compilerAnswer(runToken: string, until = () => false) {
    while (!until()) {
      const { body } = await post(UPSTREAM_CALLS.compilerStatus.path, { token: runToken });
      if (body.inProgress === false) return body;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return {};
  }

  async function floodPart() {
    const hello = async () => {
      const t = performance.now();
      const started = await startCompiler("javascript12", "console.log(1)", token);
      if (!started.token) throw new Error(`the learner's run was refused: ${started.refused}`);
      const answer = await compilerAnswer(started.token);
      if (answer.result !== "1\n") throw new Error(`the learner's run: ${JSON.stringify(answer)}`);
      return performance.now() - t;
    };
    await hello();
    const idle = await hello();
    // Python loaded on both workers before the flood, as on a platform that has been up a while.
    await Promise.all(
      [1, 2].map(() =>
        startCompiler("python3", "print(1)", token).then((s) => compilerAnswer(s.token!)),
      ),
    );
    let refused = 0;
    let finished = 0;
    let flooding = true;
    /** Once the learner has a verdict the flood stops (its runs left are not waited for). */
    let stop = false;
    /** One visitor: FLOOD_RUNS runs, as many in flight as the platform takes (a refusal waits 100 ms). */
    const visitor = async (address: string) => {
      const inFlight: Promise<unknown>[] = [];
      for (let sent = 0; sent < FLOOD_RUNS && !stop;) {
        const started = await startCompiler("python3", STUBBORN_PYTHON, undefined, address);
        if (!started.token) {
          refused += 1;
          await new Promise((resolve) => setTimeout(resolve, 100));
          continue;
        }
        sent += 1;
        inFlight.push(
          compilerAnswer(started.token, () => stop).then((body) => {
            if (body.inProgress === false) finished += 1;
          }),
        );
      }
      await Promise.all(inFlight);
    };
    const t = performance.now();
    const flood = Promise.all(VISITORS.map(visitor)).then(() => (flooding = false));
    // The learner comes once the flood has taken both workers.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const underFlood = await hello();
    const stillFlooding = flooding;
    stop = true;
    await flood;
    const floodWall = performance.now() - t;
    console.log(
      `\nThe flood: ${VISITORS.length} visitor addresses × ${FLOOD_RUNS} Python runs that catch KeyboardInterrupt:`,
    );
    console.log(
      `  learner's console.log(1) → verdict: idle ${ms(idle)}, under the flood ${ms(underFlood)}${stillFlooding ? "" : " (the flood had ended!)"}`,
    );
    console.log(
      `  the flood by then: ${finished} runs finished, ${refused} start calls refused (429), ${ms(floodWall)} since it began`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
