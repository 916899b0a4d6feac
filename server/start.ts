/**
 * `npm start`: validates the configuration, starts the reference platform API when no
 * UPSTREAM_URL is given, then the BFF's web server (server/web) pointed at it. SIGTERM and SIGINT
 * stop both, the web server first (its running requests may still need the platform), then the
 * platform; past the web server's own bound (its drain and grace, docs/decisions/049) and a
 * little more, whatever is left is killed.
 *
 * `npm run build` compiles this file (compile.mjs) beside the web server, which `remix build`
 * makes one bundle with the app (build/web-server/main.js, docs/decisions/060): compiled or run
 * by tsx (development, tests), the launcher starts that bundle with node alone, so a build comes
 * first. The reference platform runs through tsx's loader in one node process
 * (`node --import tsx`), never a tsx process with a node child.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { formatEnvError, parseEnv } from "./bff/env.server";
import { loadLocalSecrets } from "./shared/local-secrets";
import type { ListeningReport } from "./shared/report-listening";

/** This file runs from server/ (tsx) or compiled from build/web-server/ (node). */
const compiled = __filename.endsWith(".js");
const root = path.resolve(__dirname, compiled ? "../.." : "..");
/** The web server and the Remix app, one bundle made by `npm run build`. */
const webServer = path.join(root, "build/web-server/main.js");

/** The web server's drain and grace (server/web/main.ts), and a little more: the launcher's bound. */
function launcherGraceMs(env: NodeJS.ProcessEnv): number {
  const millis = (raw: string | undefined, fallback: number) =>
    raw && Number.isInteger(Number(raw)) ? Number(raw) : fallback;
  return millis(env.DRAIN_DELAY_MS, 5_000) + millis(env.SHUTDOWN_GRACE_MS, 8_000) + 1_500;
}

const launcherSchema = z.object({
  // 0: any free port, reported by the platform (decision 064).
  PLATFORM_PORT: z.coerce.number().int().min(0).max(65535).default(3100),
  DATA_DIR: z.string().min(1).default(path.join(root, ".data")),
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      fail(`The reference platform API exited with code ${child.exitCode}.`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  fail(`The reference platform API did not answer on ${url}/health within ${timeoutMs / 1000} s.`);
}

/** The port the platform child bound (PLATFORM_PORT=0), from its IPC report. */
function boundPort(child: ChildProcess, timeoutMs: number): Promise<number> {
  return new Promise((resolve) => {
    const timer = setTimeout(
      () =>
        fail(`The reference platform API did not report its port within ${timeoutMs / 1000} s.`),
      timeoutMs,
    );
    timer.unref();
    const heard = (report: ListeningReport) => {
      if (report?.event !== "listening") return;
      child.off("message", heard);
      clearTimeout(timer);
      resolve(Number(new URL(report.url).port));
    };
    child.on("message", heard);
  });
}

/** The children's reports go on to whoever started the launcher with an IPC channel (tests). */
function relayReports(child: ChildProcess): void {
  if (!process.send) return;
  child.on("message", (report: ListeningReport) => process.send?.(report));
}

async function main() {
  // A parent's IPC channel (a test's) never keeps the launcher alive.
  process.channel?.unref();
  const launcher = launcherSchema.safeParse(process.env);
  if (!launcher.success) fail(formatEnvError(launcher.error));
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" };
  const bundledPlatform = !env.UPSTREAM_URL;
  let platformUrl = `http://127.0.0.1:${launcher.data.PLATFORM_PORT}`;
  if (bundledPlatform) {
    env.UPSTREAM_URL = platformUrl;
    // With the bundled reference platform this is a local demo over http (docs/security.md):
    // secrets are generated once and kept in DATA_DIR (0600), never a published default; the
    // reference platform takes only test-gateway payments; cookies cannot be Secure on http.
    const secrets = loadLocalSecrets(launcher.data.DATA_DIR);
    env.SESSION_SECRET ||= secrets.sessionSecret;
    env.PAYMENT_GATEWAY_SECRET ||= secrets.paymentGatewaySecret;
    if ((env.PAYMENT_PROVIDER ?? "test-gateway") === "test-gateway") {
      env.ALLOW_TEST_PAYMENTS ??= "true";
    }
    env.COOKIE_SECURE ??= "false";
    console.log(
      `[start] local demo: reference platform on ${launcher.data.PLATFORM_PORT ? platformUrl : "a free port"}, test payment gateway (no money moves), secrets in ${launcher.data.DATA_DIR}`,
    );
  }
  // Every setting is checked before anything starts: a bad value never leaves a half-started pair.
  try {
    parseEnv(env);
  } catch (error) {
    fail((error as Error).message);
  }
  if (!existsSync(webServer)) fail(`No build of the web server: run \`npm run build\` first.`);

  const children: ChildProcess[] = [];
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      // The children share the launcher's process group (not detached), so whoever kills the
      // group (a test runner, a container runtime) reaches them too.
      for (const child of children) if (running(child)) child.kill("SIGKILL");
      process.exit(1);
    }, launcherGraceMs(env)).unref();
    // The last started first: the web server, then the platform it calls.
    const stopNext = (left: ChildProcess[]) => {
      const child = left.at(-1);
      if (!child) return;
      if (!running(child)) return stopNext(left.slice(0, -1));
      child.once("exit", () => stopNext(left.slice(0, -1)));
      child.kill(signal);
    };
    stopNext([...children]);
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  const watch = (child: ChildProcess) => {
    children.push(child);
    child.on("exit", (code) => {
      // The first failure is the launcher's exit code; one child ending stops the other.
      if (code && !process.exitCode) process.exitCode = code;
      stop("SIGTERM");
    });
  };

  if (bundledPlatform) {
    const platform = spawn(
      process.execPath,
      ["--import", "tsx", path.join(root, "server/platform/main.ts")],
      {
        // The IPC channel brings the port the platform bound (PLATFORM_PORT=0).
        stdio: ["inherit", "inherit", "inherit", "ipc"],
        env: {
          ...env,
          // The bundled platform is the local demo's, never production's: development mode
          // unless told otherwise (it then logs passcodes, README "Logging in locally"; decision
          // 063). The e2e stack runs it in test mode, which production refuses.
          NODE_ENV: (env.PLATFORM_NODE_ENV || "development") as NodeJS.ProcessEnv["NODE_ENV"],
          PLATFORM_PORT: String(launcher.data.PLATFORM_PORT),
          // The platform imports the contract as ~/contract (tsconfig paths): found from any cwd.
          TSX_TSCONFIG_PATH: path.join(root, "tsconfig.json"),
          DATA_DIR: launcher.data.DATA_DIR,
          // Traces (decision 054): the platform's spans are its own service, not the web server's.
          OTEL_SERVICE_NAME: env.PLATFORM_OTEL_SERVICE_NAME || "platform",
        },
      },
    );
    watch(platform);
    relayReports(platform);
    if (launcher.data.PLATFORM_PORT === 0) {
      platformUrl = `http://127.0.0.1:${await boundPort(platform, 30_000)}`;
      env.UPSTREAM_URL = platformUrl;
    }
    await waitForHealth(platformUrl, platform, 30_000);
    if (stopping) return;
  }

  const web = spawn(process.execPath, [webServer], {
    stdio: ["inherit", "inherit", "inherit", "ipc"],
    env,
  });
  watch(web);
  relayReports(web);
}

function running(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

void main();
