import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { seedPages } from "~server/platform/seed/pages";
import { makeDataDir } from "./platform-harness";

const root = path.resolve(__dirname, "../../..");
const data = makeDataDir();
// A failed assertion must not leave a platform running (it would outlive the test run).
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  data.cleanup();
});

/** Runs `node --import tsx server/platform/main.ts` (one process, so signals reach it directly). */
function run(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/platform/main.ts"], {
    cwd: root,
    env: { ...process.env, PLATFORM_PORT: "0", DATA_DIR: data.dir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
  child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, out: () => stdout, err: () => stderr };
}

describe("server/platform/main.ts", () => {
  it("exits 1 with one clear line on a bad environment value", async () => {
    for (const [name, value] of [
      ["PLATFORM_PORT", "abc"],
      ["PLATFORM_PORT", "70000"],
      ["PLATFORM_TEST_MODE", "yes"],
      ["PLATFORM_DEV_OTP", "yes"],
    ]) {
      const proc = run({ [name]: value });
      expect(await proc.exited).toBe(1);
      const lines = proc.err().trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(name);
    }
  });

  it("logs one line when listening and shuts down cleanly on SIGTERM", async () => {
    const proc = run({ PLATFORM_TEST_MODE: "1" });
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no listen line: ${proc.err()}`)), 20_000);
      proc.child.stdout.on("data", () => {
        const match = /listening on (http:\/\/\S+)/.exec(proc.out());
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
    });
    expect(proc.out().trim().split("\n")).toHaveLength(1);
    // The BFF's logger (decision 050): one JSON line, service "platform".
    expect(JSON.parse(proc.out())).toMatchObject({
      level: "info",
      service: "platform",
      event: "listening",
      url,
    });
    expect(proc.out()).toContain(`seeded ${seedPages.length} pages, seeded 7 users`);
    expect(proc.out()).toContain("test mode");
    const health = await fetch(`${url}/health`);
    expect(await health.json()).toEqual({ ok: true });
    proc.child.kill("SIGTERM");
    expect(await proc.exited).toBe(0);
  });

  it("a restart on the same data keeps it (no reseed) and SIGINT stops it too", async () => {
    const proc = run({});
    await new Promise<void>((resolve) =>
      proc.child.stdout.on("data", () => proc.out().includes("listening on") && resolve()),
    );
    expect(proc.out()).not.toContain("seeded");
    proc.child.kill("SIGINT");
    expect(await proc.exited).toBe(0);
  });
});
