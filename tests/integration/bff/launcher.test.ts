import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { reportsOf } from "../../support/processes";
import { waitUntil } from "../../support/wait";

const root = path.resolve(__dirname, "../../..");

function launch(env: Record<string, string>) {
  return spawnSync(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), path.join(root, "server/start.ts")],
    { cwd: root, env: { ...process.env, ...env }, encoding: "utf8", timeout: 30_000 },
  );
}

describe("npm start with a bad configuration", () => {
  it("stops before starting anything, naming the variable", () => {
    const run = launch({ UPSTREAM_TIMEOUT_MS: "soon", PLATFORM_PORT: "3999" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("Invalid configuration, the server will not start");
    expect(run.stderr).toContain("UPSTREAM_TIMEOUT_MS");
    expect(run.stdout).not.toContain("[platform] listening");
  });

  it("refuses a real upstream without a session secret in production", () => {
    const run = launch({
      UPSTREAM_URL: "https://api.example.test",
      SESSION_SECRET: "",
      NODE_ENV: "production",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("SESSION_SECRET");
  });

  it("names a launcher setting that is not a port", () => {
    const run = launch({ PLATFORM_PORT: "http" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("PLATFORM_PORT");
  });
});

/**
 * The compiled launcher with both servers on ports of their own (PORT=0, PLATFORM_PORT=0): it
 * relays their reports over IPC (decision 064), so no two suites race for a port.
 */
function startLauncher(env: Record<string, string>) {
  const output = { text: "" };
  const child = spawn(process.execPath, [path.join(root, "build/web-server/start.js")], {
    cwd: root,
    env: { ...process.env, UPSTREAM_URL: "", PORT: "0", PLATFORM_PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  child.stdout?.on("data", (d) => (output.text += String(d)));
  child.stderr?.on("data", (d) => (output.text += String(d)));
  const reports = reportsOf(child);
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output, exit, reports };
}

describe("npm start and SIGTERM", () => {
  it("stops the web server, then the bundled platform, and exits 0 within 10 s", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "launcher-"));
    // What `npm start` runs: the compiled launcher (npm run build), node processes only. Through
    // tsx, its signal relay waits 30 ms for the child's word and, on a loaded machine, kills it
    // with the signal itself (exit 143), which is not what an operator's SIGTERM meets.
    const { child, output, exit, reports } = startLauncher({ DATA_DIR: dataDir });
    try {
      const platformUrl = await reports.url("listening", "platform");
      const bffUrl = await reports.url("listening", "bff");
      await waitUntil(async () => {
        if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output.text}`);
        const res = await fetch(`${bffUrl}/readyz`).catch(() => undefined);
        return res?.status === 200;
      });
      const signalled = Date.now();
      child.kill("SIGTERM");
      expect(await exit).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(10_000);
      // The web server stopped first, then the platform it calls.
      const webDone = output.text.indexOf('"event":"shutdown-complete"');
      const platformStop = output.text.indexOf("[platform] SIGTERM");
      expect(webDone).toBeGreaterThan(-1);
      expect(platformStop).toBeGreaterThan(webDone);
      expect(await fetch(`${platformUrl}/health`).catch(() => "refused")).toBe("refused");
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

/** The command lines of a process's children (Linux /proc). */
function childCommands(pid: number): string[] {
  const listed = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" }).stdout;
  return listed
    .split("\n")
    .filter(Boolean)
    .map((child) => readFileSync(`/proc/${child}/cmdline`, "utf8").split("\0").join(" ").trim());
}

describe("the compiled launcher (npm start, the image)", () => {
  it("runs the compiled web server and the platform each as one node process", async () => {
    const compiled = path.join(root, "build/web-server/start.js");
    expect(existsSync(compiled), "npm run build compiles the launcher").toBe(true);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "launcher-"));
    const { child, output, exit, reports } = startLauncher({
      DATA_DIR: dataDir,
      DRAIN_DELAY_MS: "0",
    });
    try {
      const bffUrl = await reports.url("listening", "bff");
      await waitUntil(async () => {
        if (child.exitCode !== null) throw new Error(`the launcher exited early:\n${output.text}`);
        const res = await fetch(`${bffUrl}/readyz`).catch(() => undefined);
        return res?.status === 200;
      });
      const commands = childCommands(child.pid!);
      // No tsx process in front of either: each hears the launcher's SIGTERM itself.
      expect(commands).toHaveLength(2);
      expect(commands).toContainEqual(expect.stringMatching(/build\/web-server\/main\.js$/));
      expect(commands).toContainEqual(
        expect.stringMatching(/--import tsx .*server\/platform\/main\.ts$/),
      );
      expect(commands.join("\n")).not.toContain("tsx/dist/cli");
      child.kill("SIGTERM");
      expect(await exit).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
