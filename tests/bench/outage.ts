/**
 * `npm run bench:outage`: issue 43's before/after table (outage-compare.ts), printed, never
 * asserted. BENCH_ROWS=issue34 prints issue 34's operator measurements instead. Two built BFF
 * instances (server/web, child processes) share one real redis-server (no persistence, as the
 * issue measured) in front of the reference platform (this process, test mode). Prints:
 * 1. With Redis up, killed (SIGKILL), paused (SIGSTOP): each instance's /readyz (status, time), a
 *    signed-in page's latency (median and worst of 10 per instance) and an editor's save.
 * 2. A cookie copied before a logout, tried on the other instance after Redis restarted empty.
 * 3. SIGTERM on one instance with a page running 15 s upstream: a timeline of /readyz, a page
 *    that needs no upstream, new connections, the running page's answer and the exit code; then
 *    the same on a third instance whose upstream time-out (30 s) is longer than its grace.
 *
 * 4. 200 status polls in flight from one address and a signed-in learner's page meanwhile
 *    (poll-flood.ts); BENCH_ROWS=poll-flood runs that row alone.
 *
 * Ports for BENCH_ROWS=issue34: BENCH_PORT (default 3420) + 1..4 (platform, BFF A, B, C), + 9 (Redis). BENCH_BFF_MAIN
 * runs another web server entry (e.g. an older checkout's server/web/main.ts) for a before/after.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { EDITOR_TEXTS } from "~/contract/editor-values";
import { startPlatform } from "~server/platform/server";
import { Browser, loginByOtp } from "../integration/auth/browser";
import { STACK_SESSION_SECRET } from "../support/signed-action";
import type { Stack } from "../support/stack";
import { compareBeforeAfter } from "./outage-compare";
import { pollFloodRow } from "./poll-flood";
import { percentile } from "./stats";

const root = path.resolve(__dirname, "../..");
const BASE = Number(process.env.BENCH_PORT ?? 3420);
const [PLATFORM_PORT, A_PORT, B_PORT, REDIS_PORT] = [BASE + 1, BASE + 2, BASE + 3, BASE + 9];
const MAIN = process.env.BENCH_BFF_MAIN ?? path.join(root, "build/web-server/main.js");
const GATEWAY_SECRET = "bench-gateway-secret";
const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

function startRedis(): ChildProcess {
  return spawn(
    "redis-server",
    ["--port", String(REDIS_PORT), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
}

async function redisUp(): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(REDIS_PORT, "127.0.0.1");
      socket.once("error", () => resolve(false));
      socket.once("connect", () => socket.write("PING\r\n"));
      socket.once("data", (d) => {
        resolve(String(d).startsWith("+PONG"));
        socket.destroy();
      });
    });
    if (ok) return;
    await sleep(50);
  }
  throw new Error("redis did not start");
}

function startBff(port: number, env: Record<string, string>): ChildProcess {
  const args = MAIN.endsWith(".ts")
    ? [path.join(root, "node_modules/tsx/dist/cli.mjs"), MAIN]
    : [MAIN];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: "fatal" },
    stdio: "ignore",
    detached: true,
  });
  return child;
}

async function waitHealth(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not start`);
}

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

async function readyz(url: string): Promise<string> {
  const { ms, value } = await timed(async () => {
    const res = await fetch(`${url}/readyz`);
    return `${res.status} ${await res.text()}`;
  });
  return `${value} (${ms.toFixed(0)} ms)`;
}

async function signedInLatency(browser: Browser): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < 10; i++) times.push((await timed(() => browser.get("/about-us"))).ms);
  return `median ${percentile(times, 50).toFixed(0)} ms, worst ${Math.max(...times).toFixed(0)} ms`;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-outage-"));
  const platform = await startPlatform({
    port: PLATFORM_PORT,
    host: "127.0.0.1",
    dataDir,
    testMode: true,
    devOtp: true,
    devSignIn: true,
    paymentGatewaySecret: GATEWAY_SECRET,
    log: () => {},
    info: () => {},
  });
  let redis = startRedis();
  await redisUp();
  const env = {
    NODE_ENV: "production",
    UPSTREAM_URL: platform.url,
    REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
    SESSION_SECRET: STACK_SESSION_SECRET,
    COOKIE_SECURE: "false",
    ALLOW_TEST_PAYMENTS: "true",
    PAYMENT_GATEWAY_SECRET: GATEWAY_SECRET,
    PAGE_ANSWER_CACHE: "off",
    TRUST_PROXY: "true",
    ENABLE_WIDGET_GALLERY: "true",
    AUTH_RATE_LIMIT_PER_ADDRESS: "1000",
  };
  const children = [startBff(A_PORT, env), startBff(B_PORT, env)];
  const [a, b] = [`http://127.0.0.1:${A_PORT}`, `http://127.0.0.1:${B_PORT}`];
  const on = (bffUrl: string) => ({ bffUrl, platformUrl: platform.url }) as Stack;
  const cleanup = async () => {
    for (const child of children) {
      try {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {
        // gone already
      }
    }
    redis.kill("SIGKILL");
    await platform.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all([waitHealth(a), waitHealth(b)]);
    let address = 10;
    const browserOn = (url: string) => {
      const browser = new Browser(on(url));
      browser.headers["x-forwarded-for"] = `198.51.100.${address++}`;
      return browser;
    };
    const learnerA = browserOn(a);
    await loginByOtp(learnerA, on(a), "learner@example.com");
    const learnerB = browserOn(b);
    await loginByOtp(learnerB, on(b), "scale@example.com");
    const admin = browserOn(a);
    await loginByOtp(admin, on(a), "admin@example.com");
    console.log("\n## 200 status polls in flight from one address (issue 43)");
    console.log(`A: ${await pollFloodRow(on(a), learnerA, `198.51.100.${address++}`)}`);
    // BENCH_ROWS=poll-flood: that row alone.
    if (process.env.BENCH_ROWS === "poll-flood") return;
    let edits = 0;
    const edit = async (): Promise<string> => {
      const uri = "/manifesto";
      await admin.get(`${uri}?edit=1`);
      const page = platform.pages.findPageByUri(uri)!;
      const section = page.cells.find((cell) => cell.cellType === "CELL_SECTION")!;
      const { ms, value } = await timed(async () => {
        const res = await admin.post(
          "/api/edit",
          {
            csrf: admin.csrf(),
            intent: "add-cell",
            returnTo: `${uri}?edit=1`,
            pageId: page.id,
            version: String(page.version),
            parentId: section.id,
            position: "0",
            componentType: "FAQ",
            componentData: JSON.stringify({
              questions: [{ question: `Bench ${edits++}`, answer: "Saved." }],
            }),
          },
          { accept: "application/json" },
        );
        return (await res.json()) as { message?: string };
      });
      return `${value.message === EDITOR_TEXTS.saved ? "saved" : JSON.stringify(value)} in ${ms.toFixed(0)} ms`;
    };
    const phase = async (name: string) => {
      console.log(`\n## Redis ${name}`);
      console.log(`A /readyz: ${await readyz(a)}`);
      console.log(`B /readyz: ${await readyz(b)}`);
      console.log(`A signed-in /about-us: ${await signedInLatency(learnerA)}`);
      console.log(`B signed-in /about-us: ${await signedInLatency(learnerB)}`);
      console.log(`A editor save: ${await edit()}`);
      console.log(`A editor save again: ${await edit()}`);
    };

    await phase("up");
    redis.kill("SIGKILL");
    await sleep(300);
    await phase("killed (SIGKILL)");
    redis = startRedis();
    await redisUp();
    await sleep(2500);
    await phase("back, empty");
    redis.kill("SIGSTOP");
    await sleep(300);
    await phase("paused (SIGSTOP)");
    redis.kill("SIGCONT");
    await sleep(2500);

    console.log("\n## A logout, then Redis restarted empty");
    const leaver = browserOn(a);
    await loginByOtp(leaver, on(a), "rise@example.com");
    const copy = browserOn(b);
    for (const [name, value] of leaver.cookies) copy.cookies.set(name, value);
    const signedIn = async (browser: Browser) =>
      (await (await browser.get("/dev/widgets")).text()).includes("Account menu for");
    console.log(`copy on B before the logout: signed in = ${await signedIn(copy)}`);
    await leaver.get("/");
    await leaver.post("/logout", { csrf: leaver.csrf(), returnTo: "/" });
    console.log(`copy on B after the logout: signed in = ${await signedIn(copy)}`);
    redis.kill("SIGKILL");
    await sleep(300);
    redis = startRedis();
    await redisUp();
    await sleep(2500);
    console.log(`copy on B after Redis restarted empty: signed in = ${await signedIn(copy)}`);
    const copyOnA = browserOn(a);
    for (const [name, value] of copy.cookies) copyOnA.cookies.set(name, value);
    console.log(`copy on A after Redis restarted empty: signed in = ${await signedIn(copyOnA)}`);

    await sigterm(b, children[1], platform.url, "B, default settings");
    const c = `http://127.0.0.1:${BASE + 4}`;
    children.push(startBff(BASE + 4, { ...env, UPSTREAM_TIMEOUT_MS: "30000" }));
    await waitHealth(c);
    await sigterm(c, children[2], platform.url, "C, UPSTREAM_TIMEOUT_MS=30000");
  } finally {
    await cleanup();
  }
}

/** The process that serves: the web server itself, not a tsx process in front of it. */
function serverPid(child: ChildProcess): number {
  if (!MAIN.endsWith(".ts")) return child.pid!;
  const children = execFileSync("pgrep", ["-P", String(child.pid)], { encoding: "utf8" });
  return Number(children.trim().split("\n")[0]);
}

/** SIGTERM with a page running 15 s upstream: a timeline of what a balancer and a client see. */
async function sigterm(url: string, child: ChildProcess, platformUrl: string, name: string) {
  console.log(`\n## SIGTERM on ${name}, a page running 15 s upstream`);
  await fetch(`${platformUrl}/__test/behaviour`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mode: "slow", delayMs: 15_000 }),
  });
  const started = performance.now();
  const at = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const slow = fetch(`${url}/about-us`, { headers: { accept: "text/html" } })
    .then(async (res) => {
      const text = await res.text();
      const title = /<title>([^<]*)<\/title>/.exec(text)?.[1] ?? "";
      return `${res.status}, ${text.length} bytes, title "${title}"`;
    })
    .catch(
      (error: Error) => `failed: ${(error.cause as Error | undefined)?.message ?? error.message}`,
    )
    .then((result) => console.log(`${at()} the running page: ${result}`));
  await sleep(500);
  const exited = new Promise<void>((resolve) => {
    child.once("exit", (code) => {
      console.log(`${at()} the process exited with code ${code}`);
      resolve();
    });
  });
  console.log(`${at()} SIGTERM`);
  process.kill(serverPid(child), "SIGTERM");
  let last = "";
  for (;;) {
    const ready = await fetch(`${url}/readyz`)
      .then((res) => String(res.status))
      .catch((error: Error) => `refused (${(error.cause as { code?: string })?.code ?? "?"})`);
    const page = await fetch(`${url}/dev/widgets`)
      .then((res) => String(res.status))
      .catch(() => "refused");
    const line = `/readyz ${ready}, /dev/widgets ${page}`;
    if (line !== last) console.log(`${at()} ${line}`);
    last = line;
    if (ready.startsWith("refused") || performance.now() - started > 30_000) break;
    await sleep(100);
  }
  await slow;
  await exited;
  await fetch(`${platformUrl}/__test/behaviour`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mode: "normal" }),
  });
}

const rows = process.env.BENCH_ROWS;
void (rows === "issue34" || rows === "poll-flood" ? main() : compareBeforeAfter()).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
