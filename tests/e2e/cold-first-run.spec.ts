import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { shoot, waitForHydration } from "./support";

/**
 * The first Run after the platform starts (issue 32, decision 053): the runtimes are still being
 * warmed (Pyodide loads for seconds), and the compiler's spec schedule (15 polls 100-200 ms
 * apart) once gave up with "Timed out". The suite's shared server is warm by the time a test gets
 * to it, so this test starts a stack of its own, on E2E_PORT + 5 and + 6, and runs at once.
 */
const ROOT = path.resolve(__dirname, "../..");
const BASE_PORT = Number(process.env.E2E_PORT ?? 3310);
const PORT = BASE_PORT + 5;
const COLD_URL = `http://127.0.0.1:${PORT}`;

let stack: ChildProcess | undefined;
let dataDir = "";
/** The stack's log lines so far (JSON lines of the BFF and the platform). */
const logLines: string[] = [];
const warmedUp = () => logLines.some((line) => line.includes('"event":"runtimes-warm"'));

async function healthy(deadline: number) {
  while (Date.now() < deadline) {
    if (stack?.exitCode !== null) throw new Error(`The stack exited:\n${logLines.join("\n")}`);
    try {
      if ((await fetch(`${COLD_URL}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("The cold stack never answered /health");
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "cold-first-run-"));
  stack = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "server/start.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      PLATFORM_PORT: String(PORT + 1),
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      PLATFORM_TEST_MODE: "1",
      PLATFORM_NODE_ENV: "test",
      SESSION_SECRET: "cold-first-run-secret",
      COOKIE_SECURE: "false",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [stack.stdout, stack.stderr]) {
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => logLines.push(...chunk.split("\n").filter(Boolean)));
  }
  await healthy(Date.now() + 100_000);
});

test.afterAll(async () => {
  const child = stack;
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 25_000))]);
    if (child.exitCode === null) child.kill("SIGKILL");
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test.use({ viewport: { width: 1440, height: 900 } });

test("the first Python Run while the runtimes warm up gets its output, not an error", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${COLD_URL}/online-compiler/python`);
  await waitForHydration(page);
  // The starter code prints a greeting; the Run goes while the platform is still warming.
  const warmBeforeRun = warmedUp();
  await page.getByRole("button", { name: "Run", exact: true }).click();
  const output = page.getByTestId("compiler-output");
  await expect(output).toHaveText("Hello, World!", { timeout: 60_000 });
  await expect(page.getByText("Timed out")).toHaveCount(0);
  await expect(page.getByText("Something went wrong! Please try again.")).toHaveCount(0);
  await shoot(page, "compiler-cold-first-run-1440");
  // The run was a cold one: the warm-up had not ended when it was sent.
  expect(warmBeforeRun).toBe(false);
});
