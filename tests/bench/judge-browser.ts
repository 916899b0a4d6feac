/**
 * `bench:judge`'s browser part: a learner's Run → verdict in Chromium, through the BFF and the
 * reference platform (`server/start.ts`, production build), for JavaScript and Python hello-worlds
 * run on a custom input (one run each, like the platform part's hellos), a Python Submit of a
 * correct solution (6 test cases) until "Accepted" shows, and a PostgreSQL run on the compiler
 * until its output shows (issue 44). Two stacks one after the other in the same run: the platform
 * answering start calls at once (the spec's schedule only: the first poll after 3000 ms) and with
 * its default START_ANSWER_WAIT_MS (the final result in the start answer, docs/contract.md).
 * With `BENCH_JUDGE_BASE=/path/to/another/built/checkout` the two stacks are that checkout's and
 * this one's instead, both with the default wait: before and after, side by side in one run.
 * Needs `npm run build` first (in both checkouts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Locator, type Page } from "@playwright/test";
import { compilerPath, START_ANSWER_WAIT_MS } from "~/contract/code-values";
import { findProblem } from "~server/platform/practice/problems";
import { chromiumLaunch } from "../config/playwright.config";
import { percentile } from "./stats";

const root = path.resolve(__dirname, "../..");
const problem = findProblem("sum-of-two-numbers")!;
const EMAIL = "learner@example.com";
/** The pause before each measured Run (ms): a learner reading the previous result. */
const GAP_MS = Number(process.env.BENCH_JUDGE_GAP_MS ?? 2000);
const HELLOS = [
  ["javascript12", "console.log('Hello, World!')"],
  ["python3", "print('Hello, World!')"],
] as const;
/** Another built checkout to measure beside this one (BENCH_JUDGE_BASE): before and after. */
const BASE = process.env.BENCH_JUDGE_BASE;
const POSTGRES_RUN = "SELECT 'hello, ' || 'world' AS greeting;";

/** A measured row: its label, p50 and p95 (ms). */
type Row = [string, number, number];

interface Stack {
  url: string;
  platformUrl: string;
  stop(): Promise<void>;
}

async function startStack(port: number, waitMs: number, checkout = root): Promise<Stack> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-judge-browser-"));
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(checkout, "node_modules/tsx/dist/cli.mjs"), "server/start.ts"],
    {
      cwd: checkout,
      stdio: "ignore",
      // Its own process group: stopping it ends the platform it starts too.
      detached: true,
      env: {
        ...process.env,
        PORT: String(port),
        PLATFORM_PORT: String(port + 1),
        DATA_DIR: dataDir,
        NODE_ENV: "production",
        // The passcode is read from the platform's test endpoint, as the e2e stack does.
        PLATFORM_TEST_MODE: "1",
        PLATFORM_NODE_ENV: "test",
        SESSION_SECRET: "bench-judge-browser-secret-0123456789",
        COOKIE_SECURE: "false",
        PLATFORM_START_ANSWER_WAIT_MS: String(waitMs),
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the stack exited with ${child.exitCode}`);
    const up = await fetch(`${url}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    platformUrl: `http://127.0.0.1:${port + 1}`,
    async stop() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        process.kill(-child.pid, "SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function logIn(page: Page, stack: Stack) {
  await page.goto(`${stack.url}/problem/${problem.id}?login=1`);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await page.getByRole("textbox", { name: "Email" }).fill(EMAIL);
  await page.getByRole("button", { name: "Send passcode" }).click();
  await page.getByLabel("Passcode").waitFor();
  const res = await fetch(`${stack.platformUrl}/__test/latest-otp`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identity: EMAIL }),
  });
  const { otp } = (await res.json()) as { otp: string };
  await page.getByLabel("Passcode").fill(otp);
  await page.getByRole("button", { name: "Verify and log in" }).click();
  await page.getByLabel("Passcode").waitFor({ state: "hidden" });
}

/** One click on `button`, until a new `shown` element is on the screen (ms, measured here). */
async function clickUntilShown(
  page: Page,
  button: string,
  shown: string,
  timeout = 60_000,
): Promise<number> {
  await page.evaluate(
    (selector) =>
      document.querySelectorAll(selector).forEach((el) => el.setAttribute("data-old", "")),
    shown,
  );
  const t = performance.now();
  await page.getByRole("button", { name: button, exact: true }).click();
  await page.locator(`${shown}:not([data-old])`).waitFor({ timeout });
  return performance.now() - t;
}

/** One click on Run, until a new verdict is on the screen (ms, measured in the page). */
const runToVerdict = (page: Page) => clickUntilShown(page, "Run", "[data-verdict]");

/** Types code into the page's editor (CodeMirror), checked as typed (a few tries, as e2e does). */
async function setCode(page: Page, code: string) {
  const content = page.locator("[data-editor=codemirror] .cm-content");
  for (let attempt = 0; attempt < 5; attempt++) {
    await content.fill(code);
    if ((await content.innerText()).trim() === code.trim()) return;
    await page.waitForTimeout(500);
  }
  throw new Error(`the editor did not take the code: ${await content.innerText()}`);
}

/** `runs` measures, each after the learner's reading pause, of one action (ms). */
async function timed(runs: number, action: () => Promise<number>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    await new Promise((resolve) => setTimeout(resolve, GAP_MS));
    times.push(await action());
  }
  return times;
}

async function measure(stack: Stack, runs: number) {
  const browser = await chromium.launch(chromiumLaunch);
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await logIn(page, stack);
  const rows: Row[] = [];
  // Hello-worlds with a custom input: one run each, as the platform part's hellos.
  await page.getByLabel("Custom input (optional, for Run)").fill("x");
  for (const [languageId, code] of HELLOS) {
    await page.getByLabel("Language").selectOption(languageId);
    const content = page.locator("[data-editor=codemirror] .cm-content");
    await content.fill(code);
    await runToVerdict(page); // warm-up: the worker loads its runtime (Pyodide: seconds)
    // A learner reads a result before the next Run; meanwhile Python's worker restores the
    // next run's fresh interpreter (decision 032), as it does between a learner's real runs.
    const times = await timed(runs, () => runToVerdict(page));
    rows.push([languageId, percentile(times, 50), percentile(times, 95)]);
  }
  // A Python Submit of a correct solution: every test case, until its verdict shows.
  await page.getByLabel("Language").selectOption("python3");
  await setCode(page, problem.referenceSolutions.python3 ?? "");
  const accepted = page.locator("[data-verdict=ACCEPTED]:not([data-old])");
  const submit = () => withOutcome(clickUntilShown(page, "Submit", "[data-verdict]"), accepted);
  await submit(); // warm-up
  rows.push(row("python3 Submit", await timedRuns(runs, submit)));
  // A PostgreSQL run on the compiler, until its output (or a failure) shows.
  await page.goto(`${stack.url}${compilerPath("psql")}`);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await setCode(page, POSTGRES_RUN);
  const shown = "[data-successful], [data-run-phase=failed] [role=alert]";
  const succeeded = page.locator("[data-successful=true]:not([data-old])");
  const postgres = (timeout?: number) =>
    withOutcome(clickUntilShown(page, "Run", shown, timeout), succeeded);
  // Warm-up: the worker loads PGlite and makes its template (tens of seconds on a busy machine;
  // a load past the runner's 60 s fails, and the next run loads again).
  for (let attempt = 0; attempt < 3 && !(await postgres(240_000)).ok; attempt++);
  rows.push(row("psql compiler", await timedRuns(runs, () => postgres())));
  await browser.close();
  return rows;
}

/** A measure, and whether what showed was a success. */
async function withOutcome(measure: Promise<number>, success: Locator) {
  const ms = await measure;
  return { ms, ok: (await success.count()) > 0 };
}

/** `runs` measures of an action that may fail, each after the learner's reading pause. */
async function timedRuns(runs: number, action: () => Promise<{ ms: number; ok: boolean }>) {
  const results: Array<{ ms: number; ok: boolean }> = [];
  for (let i = 0; i < runs; i++) {
    await new Promise((resolve) => setTimeout(resolve, GAP_MS));
    results.push(await action());
  }
  return results;
}

/** A row's p50 and p95 over every run, and how many of them failed. */
function row(label: string, results: Array<{ ms: number; ok: boolean }>): Row {
  const times = results.map((result) => result.ms);
  const failed = results.filter((result) => !result.ok).length;
  const name = failed ? `${label} (${failed} of ${results.length} failed)` : label;
  return [name, percentile(times, 50), percentile(times, 95)];
}

export async function browserPart(runs: number, port = 3720): Promise<void> {
  const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);
  console.log(
    `\nIn Chromium, a learner's Run → verdict on /problem/${problem.id} (a hello-world on a custom input), a Python Submit → Accepted there, and a PostgreSQL compiler run → output; ${runs} of each ${GAP_MS} ms apart after one warm-up:`,
  );
  const results: Record<string, Array<[string, number, number]>> = {};
  const stacks: Array<readonly [string, number, string]> = BASE
    ? [
        [`before: ${BASE}`, START_ANSWER_WAIT_MS, path.resolve(BASE)],
        [`after: ${root}`, START_ANSWER_WAIT_MS, root],
      ]
    : [
        ["the spec's schedule only (start answered at once)", 0, root],
        [
          `final result in the start answer (wait ≤ ${START_ANSWER_WAIT_MS} ms)`,
          START_ANSWER_WAIT_MS,
          root,
        ],
      ];
  for (const [label, waitMs, checkout] of stacks) {
    const stack = await startStack(port, waitMs, checkout);
    try {
      results[label] = await measure(stack, runs);
    } finally {
      await stack.stop();
    }
  }
  const [before, after] = Object.values(results);
  for (const [label, rows] of Object.entries(results)) {
    console.log(`  ${label}:`);
    for (const [languageId, p50, p95] of rows)
      console.log(`    ${languageId.padEnd(14)} p50 ${ms(p50)}  p95 ${ms(p95)}`);
  }
  for (let i = 0; i < before.length; i++) {
    console.log(
      `  ${before[i][0].padEnd(14)} p50 ratio after/before ${(after[i][1] / before[i][1]).toFixed(2)}`,
    );
  }
}
