import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { startPlatform, type RunningPlatform } from "~server/platform/server";

const root = path.resolve(__dirname, "../..");

export interface Stack {
  bffUrl: string;
  platformUrl: string;
  platform: RunningPlatform;
  /** Everything the BFF printed, for assertions on logs. */
  output: () => string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`BFF exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer in time`);
}

/**
 * The reference platform (in this process, test mode, a fresh data dir) and the built BFF
 * (remix-serve, a child process) wired together over HTTP, as in production.
 */
export async function startStack(env: Record<string, string> = {}): Promise<Stack> {
  const buildEntry = path.join(root, "build/index.js");
  if (!existsSync(buildEntry)) throw new Error("Run `npm run build` before the integration tests");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "platform-"));
  const platform = await startPlatform({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    testMode: true,
    log: () => {},
  });
  const port = await freePort();
  let output = "";
  const child = spawn(
    process.execPath,
    [path.join(root, "node_modules/@remix-run/serve/dist/cli.js"), buildEntry],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        UPSTREAM_URL: platform.url,
        SESSION_SECRET: "integration-secret",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.on("data", (d) => (output += String(d)));
  child.stderr?.on("data", (d) => (output += String(d)));
  const bffUrl = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${bffUrl}/health`, child);
  } catch (error) {
    child.kill("SIGKILL");
    await platform.close();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return {
    bffUrl,
    platformUrl: platform.url,
    platform,
    output: () => output,
    async stop() {
      child.kill("SIGTERM");
      await platform.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function setBehaviour(
  stack: Stack,
  behaviour: { mode: "normal" | "slow" | "error500" | "garbage" | "empty"; delayMs?: number },
): Promise<void> {
  const res = await fetch(`${stack.platformUrl}/__test/behaviour`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(behaviour),
  });
  if (!res.ok) throw new Error(`behaviour ${behaviour.mode}: ${res.status}`);
}
