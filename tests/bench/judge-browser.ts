/**
 * `bench:judge`'s browser part: a learner's Run → verdict in Chromium, through the BFF and the
 * reference platform (`server/start.ts`, production build), for JavaScript and Python hello-worlds
 * run on a custom input (one run each, like the platform part's hellos). Two stacks
 * one after the other in the same run: the platform answering start calls at once (the spec's
 * schedule only: the first poll after 3000 ms) and with its default START_ANSWER_WAIT_MS (the
 * final result in the start answer, docs/contract.md). Needs `npm run build` first.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { START_ANSWER_WAIT_MS } from "~/contract/code-values";
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

interface Stack {
  url: string;
  platformUrl: string;
  stop(): Promise<void>;
}

async function startStack(port: number, waitMs: number): Promise<Stack> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-judge-browser-"));
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), "server/start.ts"],
    {
      cwd: root,
      stdio: "ignore",
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
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
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

/** One click on Run, until a new verdict is on the screen (ms, measured in the page). */
async function runToVerdict(page: Page): Promise<number> {
  await page.evaluate(() =>
    document.querySelectorAll("[data-verdict]").forEach((el) => el.setAttribute("data-old", "")),
  );
  const t = performance.now();
  await page.getByRole("button", { name: "Run", exact: true }).click();
  await page.locator("[data-verdict]:not([data-old])").waitFor({ timeout: 60_000 });
  return performance.now() - t;
}

async function measure(stack: Stack, runs: number) {
  const browser = await chromium.launch(chromiumLaunch);
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await logIn(page, stack);
  const rows: Array<[string, number, number]> = [];
  // Hello-worlds with a custom input: one run each, as the platform part's hellos.
  await page.getByLabel("Custom input (optional, for Run)").fill("x");
  for (const [languageId, code] of HELLOS) {
    await page.getByLabel("Language").selectOption(languageId);
    const content = page.locator("[data-editor=codemirror] .cm-content");
    await content.fill(code);
    await runToVerdict(page); // warm-up: the worker loads its runtime (Pyodide: seconds)
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      // A learner reads a result before the next Run; meanwhile Python's worker restores the
      // next run's fresh interpreter (decision 032), as it does between a learner's real runs.
      await page.waitForTimeout(GAP_MS);
      times.push(await runToVerdict(page));
    }
    rows.push([languageId, percentile(times, 50), percentile(times, 95)]);
  }
  await browser.close();
  return rows;
}

export async function browserPart(runs: number, port = 3720): Promise<void> {
  const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);
  console.log(
    `\nIn Chromium, a learner's Run → verdict on /problem/${problem.id} (a hello-world on a custom input), ${runs} runs each ${GAP_MS} ms apart after one warm-up:`,
  );
  const results: Record<string, Array<[string, number, number]>> = {};
  for (const [label, waitMs] of [
    ["the spec's schedule only (start answered at once)", 0],
    [`final result in the start answer (wait ≤ ${START_ANSWER_WAIT_MS} ms)`, START_ANSWER_WAIT_MS],
  ] as const) {
    const stack = await startStack(port, waitMs);
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
