/**
 * One side of bench:outage's before/after (issue 43): the reference platform of this checkout
 * (test mode, so both sides call the same upstream and its /__test/page-calls counts their page
 * calls), a redis-server and one BFF of the checkout being measured, each a child process of its
 * own, so that the load this process generates never shares an event loop with what it measures.
 * Fixed ports from `base` (the older build cannot listen on port 0 and report it).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { reportsOf, stopGroup } from "../support/processes";
import { startControlledRedis, type ControlledRedis } from "../support/redis";
import { STACK_SESSION_SECRET } from "../support/signed-action";

const root = path.resolve(__dirname, "../..");
const GATEWAY_SECRET = "bench-gateway-secret";
export const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

export interface Bff {
  url: string;
  metricsUrl: string;
  child: ChildProcess;
}

export interface Side {
  /** The checkout whose build/web-server/main.js serves. */
  tree: string;
  platformUrl: string;
  platform: ChildProcess;
  redis: ControlledRedis;
  a: Bff;
  /** Another BFF of this side on `port`, with `env` over the side's own. */
  startBff(port: number, env?: Record<string, string>): Promise<Bff>;
  close(): Promise<void>;
}

async function waitHealth(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`${url} did not start`);
}

export async function startSide(tree: string, base: number): Promise<Side> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-outage-side-"));
  const children: ChildProcess[] = [];
  // `--import tsx`: the platform runs in this node process, so SIGSTOP pauses the server itself.
  const platform = spawn(process.execPath, ["--import", "tsx", "server/platform/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PLATFORM_PORT: String(base + 1),
      PLATFORM_HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PLATFORM_TEST_MODE: "1",
      PLATFORM_DEV_OTP: "1",
      PAYMENT_GATEWAY_SECRET: GATEWAY_SECRET,
      LOG_LEVEL: "fatal",
    },
    stdio: ["ignore", "ignore", "ignore", "ipc"],
    detached: true,
  });
  children.push(platform);
  const redis = await startControlledRedis(base + 9);
  const closeAll = async () => {
    await Promise.all(children.map((child) => stopGroup(child, 1_000)));
    await redis.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const platformUrl = await reportsOf(platform).url("listening", "platform");
    const env: Record<string, string> = {
      NODE_ENV: "production",
      UPSTREAM_URL: platformUrl,
      REDIS_URL: redis.url,
      SESSION_SECRET: STACK_SESSION_SECRET,
      COOKIE_SECURE: "false",
      ALLOW_TEST_PAYMENTS: "true",
      PAYMENT_GATEWAY_SECRET: GATEWAY_SECRET,
      TRUST_PROXY: "true",
      AUTH_RATE_LIMIT_PER_ADDRESS: "1000",
      LOG_LEVEL: "fatal",
    };
    const startBff = async (port: number, extra: Record<string, string> = {}): Promise<Bff> => {
      const child = spawn(process.execPath, [path.join(tree, "build/web-server/main.js")], {
        cwd: tree,
        env: { ...process.env, ...env, ...extra, PORT: String(port), METRICS_PORT: `${port + 1}` },
        stdio: "ignore",
        detached: true,
      });
      children.push(child);
      const url = `http://127.0.0.1:${port}`;
      await waitHealth(url, child);
      return { url, metricsUrl: `http://127.0.0.1:${port + 1}/metrics`, child };
    };
    const a = await startBff(base + 2);
    return { tree, platformUrl, platform, redis, a, startBff, close: closeAll };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

/** The upstream page calls the platform has answered so far, all page URIs together. */
export async function pageCallsTotal(side: Pick<Side, "platformUrl">): Promise<number> {
  const res = await fetch(`${side.platformUrl}/__test/page-calls`);
  const calls = (await res.json()) as Record<string, number>;
  return Object.values(calls).reduce((sum, count) => sum + count, 0);
}

/** The resident memory of a child (Linux /proc), in MB. */
export function rssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

export async function scrape(bff: Bff): Promise<string> {
  return (await fetch(bff.metricsUrl)).text();
}
