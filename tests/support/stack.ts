import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startPlatform, type PlatformOptions, type RunningPlatform } from "~server/platform/server";
import { reportsOf } from "./processes";
import { STACK_SESSION_SECRET } from "./signed-action";

const root = path.resolve(__dirname, "../..");

export interface Stack {
  bffUrl: string;
  platformUrl: string;
  platform: RunningPlatform;
  /** The first BFF's metrics listener (GET /metrics), when METRICS_PORT was given. */
  bffMetricsUrl?: string;
  /** Everything the BFF printed, for assertions on logs. */
  output: () => string;
  /** The BFF process's id (e.g. to read its memory from outside). */
  bffPid: () => number | undefined;
  /** The BFF's child process (e.g. to signal it and read its exit code). */
  bffProcess: () => ChildProcess;
  /**
   * Stops the BFF and starts it again against the same platform, with `env` over the first
   * start's environment (e.g. a rotated SESSION_SECRET). `bffUrl` changes.
   */
  restartBff(env?: Record<string, string>): Promise<void>;
  /**
   * Starts another BFF instance against the same platform, with the first one's environment and
   * `env` over it (two instances sharing a Redis, issue 17); stopped with the stack.
   */
  startAnotherBff(env?: Record<string, string>): Promise<RunningBff>;
  stop(): Promise<void>;
}

export interface StackOptions {
  /** Options of the in-process reference platform (e.g. devOtp: true). */
  platform?: Partial<Pick<PlatformOptions, "devOtp" | "devSignIn" | "info" | "now">>;
}

/** The stack's payment gateway secret (BFF and platform), as the commerce tests sign with it. */
export const STACK_GATEWAY_SECRET = "stack-gateway-secret";

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

export interface RunningBff {
  url: string;
  /** Its metrics listener (GET /metrics), when METRICS_PORT was given (0: any free port). */
  metricsUrl?: string;
  child: ChildProcess;
}

/** The web server and the Remix app, one bundle made by `npm run build` (decision 060). */
export const WEB_SERVER_BUILD = path.join(root, "build/web-server/main.js");

/**
 * The built BFF as a child process on a port of its own (PORT=0, the port bound heard over IPC,
 * decision 064), once /health answers: the web server as production runs it
 * (build/web-server/main.js, one node process that hears signals itself).
 */
export async function startBff(
  env: Record<string, string>,
  log: (d: string) => void,
): Promise<RunningBff> {
  const child = spawn(process.execPath, [WEB_SERVER_BUILD], {
    cwd: root,
    env: { ...process.env, ...env, PORT: "0" },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  child.stdout?.on("data", (d) => log(String(d)));
  child.stderr?.on("data", (d) => log(String(d)));
  const reports = reportsOf(child);
  try {
    const url = await reports.url("listening", "bff");
    await waitFor(`${url}/health`, child);
    const metricsUrl = env.METRICS_PORT ? await reports.url("metrics-listening", "bff") : undefined;
    return { url, metricsUrl, child };
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
}

export function stopBff(bff: RunningBff): Promise<void> {
  return new Promise((resolve) => {
    if (bff.child.exitCode !== null || bff.child.signalCode !== null) return resolve();
    // The web server lets running requests finish on SIGTERM; a test stack does not wait for them.
    const force = setTimeout(() => bff.child.kill("SIGKILL"), 500);
    bff.child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    bff.child.kill("SIGTERM");
  });
}

/**
 * The reference platform (in this process, test mode, a fresh data dir) and the built BFF
 * (server/web, a child process) wired together over HTTP, as in production. Cookies are not
 * Secure (COOKIE_SECURE=false): the stack speaks plain http on 127.0.0.1.
 */
export async function startStack(
  env: Record<string, string> = {},
  options: StackOptions = {},
): Promise<Stack> {
  if (!existsSync(WEB_SERVER_BUILD))
    throw new Error("Run `npm run build` before the integration tests");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "platform-"));
  const platform = await startPlatform({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    testMode: true,
    // The tests take platform tokens through the development provider (off by default).
    devSignIn: true,
    paymentGatewaySecret: STACK_GATEWAY_SECRET,
    log: () => {},
    info: () => {},
    ...options.platform,
  });
  let output = "";
  const log = (d: string) => (output += d);
  const baseEnv: Record<string, string> = {
    NODE_ENV: "production",
    UPSTREAM_URL: platform.url,
    SESSION_SECRET: STACK_SESSION_SECRET,
    COOKIE_SECURE: "false",
    // Production refuses the test gateway unless asked for; the stack's checkout tests use it.
    ALLOW_TEST_PAYMENTS: "true",
    PAYMENT_GATEWAY_SECRET: STACK_GATEWAY_SECRET,
    // The page-answer cache (decision 018) would keep answers that tests change on the platform
    // and ask for again; its own tests turn it on (tests/integration/bff/page-answer-cache.test.ts).
    PAGE_ANSWER_CACHE: "off",
    ...env,
  };
  let bff: RunningBff;
  const others: RunningBff[] = [];
  try {
    bff = await startBff(baseEnv, log);
  } catch (error) {
    await platform.close();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  const stack: Stack = {
    bffUrl: bff.url,
    bffMetricsUrl: bff.metricsUrl,
    platformUrl: platform.url,
    platform,
    output: () => output,
    bffPid: () => bff.child.pid,
    bffProcess: () => bff.child,
    async restartBff(more = {}) {
      await stopBff(bff);
      bff = await startBff({ ...baseEnv, ...more }, log);
      stack.bffUrl = bff.url;
      stack.bffMetricsUrl = bff.metricsUrl;
    },
    async startAnotherBff(more = {}) {
      const another = await startBff({ ...baseEnv, ...more }, log);
      others.push(another);
      return another;
    },
    async stop() {
      await Promise.all(others.map(stopBff));
      await stopBff(bff);
      await platform.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return stack;
}

/** Page calls the platform has answered for a pageUri since it started (test mode counts them). */
export async function pageCalls(stack: Pick<Stack, "platformUrl">, uri: string): Promise<number> {
  const res = await fetch(`${stack.platformUrl}/__test/page-calls`);
  return ((await res.json()) as Record<string, number>)[uri] ?? 0;
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
