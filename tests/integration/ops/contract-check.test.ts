import { execFile } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkContract, isMismatch } from "~server/ops/contract-check";
import type { RunningPlatform } from "~server/platform/server";
import { devSignIn, makeDataDir, start } from "../platform/platform-harness";

/**
 * `npm run contract:check -- URL` (decision 050) against the reference platform, started here:
 * every read-only entry answers what its catalogue schema says, signed in and not.
 */
const root = path.resolve(__dirname, "../../..");
const data = makeDataDir();
let platform: RunningPlatform;
let token: string;

beforeAll(async () => {
  platform = await start(data.dir, { testMode: false, devSignIn: true });
  token = await devSignIn(platform.url, "learner@example.com");
}, 60_000);
afterAll(async () => {
  await platform?.close();
  data.cleanup();
});

/** The npm script's command, in a child process (asynchronously: the platform runs in this one). */
function runCli(url: string, env: Record<string, string> = {}) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, "node_modules/tsx/dist/cli.mjs"), "server/ops/contract-check.ts", "--", url],
      { cwd: root, env: { ...process.env, ...env }, encoding: "utf8", timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({
          status: error ? ((error.code as number | undefined) ?? null) : 0,
          stdout,
          stderr,
        }),
    );
  });
}

describe("contract:check", () => {
  it("finds no mismatch on the reference platform, with a test account", async () => {
    const run = await runCli(platform.url, { CONTRACT_CHECK_TOKEN: token });
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain("No mismatch.");
    expect(run.stdout).toMatch(/^entry\s+status\s+schema errors$/m);
    expect(run.stdout).toMatch(/^userInfo\s+200\s+none$/m);
    expect(run.stdout).not.toContain("skipped");
    expect(run.status).toBe(0);
  });

  it("lists the signed-in entries as skipped without an account, and still passes", async () => {
    const rows = await checkContract({ url: platform.url });
    expect(rows.filter(isMismatch)).toEqual([]);
    expect(rows.find((row) => row.entry === "health")).toEqual({
      entry: "health",
      status: 200,
      errors: [],
    });
    expect(rows.find((row) => row.entry === "userInfo")?.status).toBe("skipped");
  });

  it("reports an answer its schema refuses, and exits 1", async () => {
    const wrong = http.createServer((req, res) => {
      req.resume();
      res.writeHead(200, { "content-type": "application/json" });
      res.end(req.url === "/health" ? "{}" : "[1, 2]");
    });
    await new Promise<void>((resolve) => wrong.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(wrong.address() as AddressInfo).port}`;
    try {
      const rows = await checkContract({ url });
      const page = rows.find((row) => row.entry === "page /");
      expect(page?.status).toBe(200);
      expect(page?.errors.length).toBeGreaterThan(0);
      const run = await runCli(url);
      expect(run.status).toBe(1);
      expect(run.stdout).toMatch(/mismatch(es)? with the contract/);
    } finally {
      await new Promise<void>((resolve) => wrong.close(() => resolve()));
    }
  });

  it("says a dead port is unreachable, not mismatched, and exits 2", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const rows = await checkContract({ url, token: "any" });
    expect(rows.filter(isMismatch)).toEqual([]);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(["unreachable"]));
    const run = await runCli(url);
    expect(run.status).toBe(2);
    expect(run.stdout).toContain(`The upstream at ${url} is unreachable (ECONNREFUSED`);
    expect(run.stdout).not.toMatch(/mismatch/);
  });
});
