/**
 * `npm run bench`: the load figures of issue 17, measured in one run and printed as Markdown
 * tables, never asserted (these machines are shared and noisy; each goal is printed beside its
 * figure with "meets" or "misses", and the script exits 0 either way).
 *
 * Every server is a child process, so that autocannon (the load generator, in this process) never
 * shares an event loop with what it measures: the reference platform (test mode, for its
 * /__test/behaviour switch), the built BFF (build/web-server/main.js, `npm run build` first) with and
 * without its page-answer cache, and a Remix hello-world (tests/bench/hello-world, built here) served by
 * remix-serve as the yardstick of what Remix itself costs on this machine.
 *
 * P1  "/" server-rendered at 10 connections: the BFF with the page-answer cache (on, a visitor's page is
 *     answered from the document cache, decision 023), without it (revalidate, decision 027:
 *     upstream is asked on every request, the HTML reused while its answer is the same; and off:
 *     every request parsed and rendered) and the hello-world, rounds alternating the order so
 *     drift hits all of them; the ratios to hello-world.
 * P2  What the BFF adds to a client-side navigation's data request (`/_root.data`, single fetch)
 *     over the upstream page call it makes, both read sequentially on one connection.
 * R2  200 connections on "/" of the BFF with its page-answer cache (as deployed): errors and latency.
 * R1  A misbehaving upstream (time-out, 5xx, not JSON, empty JSON, refused): what the visitor
 *     gets, how fast, and that the BFF lives through it.
 *
 * Issue 33 adds a signed-in learner (signed in by passcode on the BFF with its page-answer cache, as
 * deployed; a signed-in page is never taken from the page or document cache):
 * P1  beside the visitors, "/" and a course page signed in (goal ≥ 0.35× the hello-world).
 * S1  the signed-in "/" at 50 connections: p99 (goal ≤ 250 ms) and the web process's RSS.
 * M1  a flood of unique query strings ("/?q=<unique>", 20 connections) on the BFF with its page
 *     cache: the web process's RSS at its peak (goal ≤ 350 MB) and after a pause (≤ 250 MB).
 *
 * BENCH_ONLY=p1,s1,m1,p2,r2,r1 runs only the named parts (all by default).
 */
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { Agent, Client, request } from "undici";
import { SOMETHING_WENT_WRONG } from "~/contract/action-texts";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { NOT_FOUND_TEXT } from "~/contract/page-texts";
import {
  setBehaviour,
  startBff,
  stopBff,
  WEB_SERVER_BUILD,
  type RunningBff,
  type Stack,
} from "../support/stack";
import { freePort, running, stopGroup } from "../support/processes";
import { percentile } from "./stats";
import { signedInCookie } from "./signed-in";

const root = path.resolve(__dirname, "../..");
const helloDir = path.join(__dirname, "hello-world");
const tsxCli = path.join(root, "node_modules/tsx/dist/cli.mjs");

/** Seconds of each P1 run (the warm-up runs too). */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const R2_SECONDS = Number(process.env.BENCH_R2_SECONDS ?? 60);
const S1_CONNECTIONS = 50;
const M1_CONNECTIONS = 20;
const M1_SECONDS = Number(process.env.BENCH_M1_SECONDS ?? 20);
/** M1: how long the BFF is left alone before its idle RSS is read. */
const M1_IDLE_SECONDS = Number(process.env.BENCH_M1_IDLE_SECONDS ?? 15);
/** The parts to run (BENCH_ONLY, comma-separated); all when unset. */
const ONLY = new Set((process.env.BENCH_ONLY ?? "").split(",").filter(Boolean));
const runs = (part: string) => ONLY.size === 0 || ONLY.has(part);
/** The seeded learner the signed-in rows sign in as, and the course page they read. */
const LEARNER = "learner@example.com";
const COURSE_PAGE = "/course/data-analyst-course";
/** P2: sequential requests per contender, read in alternating blocks of P2_BLOCK. */
const P2_REQUESTS = Number(process.env.BENCH_P2_REQUESTS ?? 300);
const P2_BLOCK = 50;
const P1_CONNECTIONS = 10;
const R2_CONNECTIONS = 200;
/** R1: requests per fault, and the BFF's upstream time-out there (the slow upstream takes 3 s). */
const R1_REQUESTS = 20;
const R1_TIMEOUT_MS = 1000;
const SLOW_UPSTREAM_MS = 3000;

/** A document request as a browser sends it (the BFF renders the same page for any accept). */
const HTML_HEADERS = { accept: "text/html" };

// ---------------------------------------------------------------------------------------------
// Processes: everything started here is stopped in cleanup(), on success, error or Ctrl-C.

/** Children spawned here, each the leader of its own process group (tsx runs a child of its own). */
const groups = new Set<ChildProcess>();
const bffs = new Set<RunningBff>();
const tempDirs: string[] = [];

function log(line: string): void {
  // Progress goes to stderr: stdout is the report alone.
  process.stderr.write(`… ${line}\n`);
}

const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

/** A child process with the tail of what it printed (for the message when it fails). */
interface Spawned {
  child: ChildProcess;
  output: () => string;
}

/**
 * Spawns a child as the leader of a new process group (detached), so that cleanup can signal the
 * whole group (tsx's launcher and the script it runs) without naming any other process.
 */
function spawnGroup(command: string, args: string[], options: SpawnOptions): Spawned {
  let output = "";
  const child = spawn(command, args, { ...options, detached: true });
  const keep = (chunk: Buffer) => (output = (output + String(chunk)).slice(-8000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  groups.add(child);
  child.once("exit", () => groups.delete(child));
  return { child, output: () => output };
}

/** Polls `url` until it answers 200, failing early if the child exits. */
async function waitForOk(url: string, spawned: Spawned, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!running(spawned.child))
      throw new Error(`${what} exited (${spawned.child.exitCode})\n${spawned.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  throw new Error(
    `${what} did not answer ${url} within ${timeoutMs / 1000} s\n${spawned.output()}`,
  );
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * stopBff sends SIGTERM (SIGKILL after 500 ms); the BFF finishes its graceful stop on its own
 * within 8 s. The bench does not leave it behind: a last SIGKILL after 3 s.
 */
async function stopBffFully(bff: RunningBff): Promise<void> {
  const script = bff.child.pid;
  await stopBff(bff);
  bffs.delete(bff);
  if (!script) return;
  for (let waited = 0; waited < 3000 && pidAlive(script); waited += 100) await sleep(100);
  if (pidAlive(script)) process.kill(script, "SIGKILL");
}

let cleaning: Promise<void> | undefined;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all([...bffs].map(stopBffFully));
    await Promise.all([...groups].map((group) => stopGroup(group, 3000)));
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  })();
  return cleaning;
}

// `on`, not `once`: a Ctrl-C reaches this process twice (from the terminal, and relayed by tsx's
// launcher), and a second signal without a handler would end it before the cleanup is done.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (!cleaning) log(`${signal}: stopping the servers`);
    void cleanup().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// The servers.

async function startPlatform() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-load-"));
  tempDirs.push(dataDir);
  const spawned = spawnGroup(
    process.execPath,
    [tsxCli, path.join(root, "server/platform/main.ts")],
    {
      cwd: root,
      env: {
        ...process.env,
        // Test mode (refused under production) opens /__test/behaviour, which R1 needs.
        NODE_ENV: "test",
        PLATFORM_TEST_MODE: "1",
        PLATFORM_PORT: String(port),
        PLATFORM_HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        // Nothing here runs learners' code: one worker thread instead of two leaves the cores alone.
        PLATFORM_CODE_WORKERS: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(`${url}${UPSTREAM_CALLS.health.path}`, spawned, "the reference platform");
  return { url, spawned };
}

/** A random session secret of this run: production refuses a missing or published one. */
const SESSION_SECRET = randomBytes(32).toString("hex");

async function startBenchBff(name: string, env: Record<string, string>): Promise<RunningBff> {
  let output = "";
  try {
    const bff = await startBff(
      {
        NODE_ENV: "production",
        SESSION_SECRET,
        COOKIE_SECURE: "false",
        // warn: no access-log line per request, which would otherwise dominate a req/s figure.
        LOG_LEVEL: "warn",
        // Production refuses the test gateway unless asked for; nothing here pays.
        ALLOW_TEST_PAYMENTS: "true",
        PAYMENT_GATEWAY_SECRET: randomBytes(16).toString("hex"),
        ...env,
      },
      (chunk) => (output = (output + chunk).slice(-8000)),
    );
    bffs.add(bff);
    return bff;
  } catch (error) {
    throw new Error(`${name}: ${(error as Error).message}\n${output}`);
  }
}

/** Newest modification time of a file under `dir` (recursively). */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const stat = statSync(path.join(dir, entry));
    if (stat.isFile()) newest = Math.max(newest, stat.mtimeMs);
  }
  return newest;
}

/**
 * Builds the hello-world with the product's compiler unless its build is newer than its sources:
 * a build takes both cores for a few seconds, on a machine that may be building something else.
 */
async function buildHelloWorld(): Promise<string> {
  const entry = path.join(helloDir, "build/index.js");
  const sources = Math.max(
    newestMtime(path.join(helloDir, "app")),
    statSync(path.join(helloDir, "remix.config.js")).mtimeMs,
    statSync(path.join(helloDir, "package.json")).mtimeMs,
  );
  if (
    existsSync(entry) &&
    existsSync(path.join(helloDir, "public/build")) &&
    statSync(entry).mtimeMs > sources
  )
    return "up to date, not rebuilt";
  const build = spawnGroup(
    process.execPath,
    [path.join(root, "node_modules/@remix-run/dev/dist/cli.js"), "build"],
    {
      cwd: helloDir,
      env: { ...process.env, NODE_ENV: "production", VITE_CJS_IGNORE_WARNING: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const code = await new Promise<number | null>((resolve) => build.child.once("exit", resolve));
  if (code !== 0) throw new Error(`the hello-world build failed (${code})\n${build.output()}`);
  return "built";
}

async function startHelloWorld() {
  const port = await freePort();
  const spawned = spawnGroup(
    process.execPath,
    [path.join(root, "node_modules/@remix-run/serve/dist/cli.js"), "build/index.js"],
    {
      cwd: helloDir,
      env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1" },
      // remix-serve writes a morgan line per request to stdout: into /dev/null, not a pipe this
      // process would have to read during the load.
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(`${url}/`, spawned, "the hello-world");
  return { url, spawned };
}

// ---------------------------------------------------------------------------------------------
// Measuring.

interface LoadRun {
  reqPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  /** Socket errors, time-outs included (autocannon counts time-outs among its errors). */
  errors: number;
  timeouts: number;
  non2xx: number;
}

async function cannon(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
  requests?: autocannon.Request[],
): Promise<LoadRun> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { ...HTML_HEADERS, ...headers },
    requests,
  });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "?");
const verdict = (ok: boolean) => (ok ? "meets" : "misses");

/** One sequential request on a single kept-alive connection: its time to the body's last byte. */
type Probe = () => Promise<number>;

function probe(
  client: Client,
  options: {
    path: string;
    method: "GET" | "POST";
    headers?: Record<string, string>;
    body?: string;
  },
): Probe {
  return async () => {
    const start = performance.now();
    const res = await client.request(options);
    await res.body.text();
    const elapsed = performance.now() - start;
    if (res.statusCode !== 200) throw new Error(`${options.path} answered ${res.statusCode}`);
    return elapsed;
  };
}

/** A and B in alternating blocks (A B, then B A, …) after a block of each as warm-up. */
async function alternate(a: Probe, b: Probe) {
  const times = { a: [] as number[], b: [] as number[] };
  const block = async (p: Probe, into?: number[]) => {
    for (let i = 0; i < P2_BLOCK; i++) {
      const t = await p();
      into?.push(t);
    }
  };
  await block(a);
  await block(b);
  for (let i = 0; times.a.length < P2_REQUESTS; i++) {
    if (i % 2) {
      await block(b, times.b);
      await block(a, times.a);
    } else {
      await block(a, times.a);
      await block(b, times.b);
    }
  }
  return times;
}

/** The text a browser sees of some HTML (entities of the characters the spec texts use). */
function visibleText(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

const STACK_TRACE = /\bat .*\(.*:\d+:\d+\)/;

interface FaultResult {
  name: string;
  upstream: string;
  statuses: string;
  p50: number;
  max: number;
  errorText: string;
  traces: string;
  alive: string;
}

/** R1_REQUESTS sequential GET "/" (as a browser's document request) and what came back. */
async function faultCase(name: string, upstream: string, bff: RunningBff): Promise<FaultResult> {
  // A pool of its own: a time-out case must not leave a half-read connection to the next case.
  const agent = new Agent({ connections: 1 });
  const times: number[] = [];
  const statuses = new Map<string, number>();
  let notFound = 0;
  let crash = 0;
  let traces = 0;
  let firstTrace = "";
  try {
    for (let i = 0; i < R1_REQUESTS; i++) {
      const start = performance.now();
      let status: string;
      let body = "";
      try {
        const res = await request(`${bff.url}/`, { headers: HTML_HEADERS, dispatcher: agent });
        body = await res.body.text();
        status = String(res.statusCode);
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        status = cause?.code ?? (error as Error).message;
      }
      times.push(performance.now() - start);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const text = visibleText(body);
      if (text.includes(NOT_FOUND_TEXT)) notFound += 1;
      else if (text.includes(SOMETHING_WENT_WRONG)) crash += 1;
      const trace = STACK_TRACE.exec(body) ?? /node_modules/.exec(body);
      if (trace) {
        traces += 1;
        firstTrace ||= body.slice(Math.max(0, trace.index - 60), trace.index + 100);
      }
    }
  } finally {
    await agent.close();
  }
  const health = await fetch(`${bff.url}/health`).then(
    (res) => String(res.status),
    (error: Error) => error.message,
  );
  const shown = [
    notFound ? `not-found text ${notFound}/${R1_REQUESTS}` : "",
    crash ? `"${SOMETHING_WENT_WRONG}" ${crash}/${R1_REQUESTS}` : "",
  ].filter(Boolean);
  return {
    name,
    upstream,
    statuses: [...statuses].map(([status, count]) => `${status} ×${count}`).join(", "),
    p50: percentile(times, 50),
    max: Math.max(...times),
    errorText: shown.join(", ") || `none of ${R1_REQUESTS}`,
    traces: traces ? `${traces}: ${JSON.stringify(firstTrace)}` : "none",
    alive: running(bff.child) && health === "200" ? "yes" : `NO (health ${health})`,
  };
}

// ---------------------------------------------------------------------------------------------

function printHeader(helloBuild: string) {
  const cpus = os.cpus();
  console.log(
    `# Load figures (issue 17): ${cpus.length} cores (${cpus[0]?.model.trim() ?? "?"}), Node ${process.version}, ${os.type()} ${os.release()}`,
  );
  console.log("");
  console.log(
    `Load average at the start: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(
        " ",
      )}. Every server a child process; autocannon ${P1_CONNECTIONS}/${R2_CONNECTIONS} connections in the bench process.`,
  );
  console.log(
    "BFF: the production build (NODE_ENV=production) with LOG_LEVEL=warn, so no access-log line per request. " +
      "Hello-world: remix-serve, which writes its morgan access line per request (to /dev/null here). " +
      `Requests send no Accept-Encoding (uncompressed on both). Hello-world build: ${helloBuild}.`,
  );
  console.log("");
}

interface Contender {
  name: string;
  url: string;
  /** Size of the "/" document it answers (uncompressed): what each request renders and sends. */
  htmlBytes: number;
  /** Sent with each request (a signed-in learner's cookies). */
  headers?: Record<string, string>;
  /** The server process answering it, whose CPU time a run reads. */
  pid: () => number | undefined;
}

/**
 * CPU time (user + system) a process has used, in ms, from /proc: beside req/s, what each request
 * costs the server whatever else runs on the machine (req/s drops when the cores are shared).
 */
function cpuMs(pid: number | undefined): number {
  if (!pid) return NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times (100 on every common kernel). */
const CLOCK_TICKS = 100;

/** A load run of one contender, with the CPU time its server spent per request. */
async function measured(c: Contender, connections: number, seconds: number) {
  const pid = c.pid();
  const before = cpuMs(pid);
  const run = await cannon(c.url, connections, seconds, c.headers);
  return { ...run, cpuPerRequest: (cpuMs(pid) - before) / Math.max(1, run.requests) };
}

async function p1(contenders: Contender[]) {
  log(`P1: warm-up, ${contenders.length} × ${SECONDS} s`);
  for (const c of contenders) await cannon(c.url, P1_CONNECTIONS, SECONDS, c.headers);
  const runs = new Map<string, (LoadRun & { cpuPerRequest: number })[]>(
    contenders.map((c) => [c.name, []]),
  );
  for (let round = 0; round < ROUNDS; round++) {
    // Odd rounds run the contenders in reverse: drift of the machine hits each of them.
    const order = round % 2 ? [...contenders].reverse() : contenders;
    log(`P1: round ${round + 1}/${ROUNDS}: ${order.map((c) => c.name).join(", ")}`);
    for (const c of order) runs.get(c.name)?.push(await measured(c, P1_CONNECTIONS, SECONDS));
  }
  console.log(
    `## P1: "/" server-rendered, ${P1_CONNECTIONS} connections, ${ROUNDS} round(s) × ${SECONDS} s each (after a warm-up run each)`,
  );
  console.log("");
  console.log(
    "req/s: mean of the rounds; p50: mean of the rounds; p99: the worst round. CPU ms/req: the server process's user + system time over the requests it answered (mean of the rounds), which other load on the machine does not inflate as it does req/s; its ratio to the hello-world's is the req/s ratio a machine of its own would show.",
  );
  console.log("");
  console.log(
    "| Contender | req/s | p50 ms | p99 ms | req/s per round | requests | errors + non-2xx | HTML bytes | CPU ms/req |",
  );
  console.log("|---|---:|---:|---:|---|---:|---:|---:|---:|");
  const rate = new Map<string, number>();
  const cpu = new Map<string, number>();
  for (const c of contenders) {
    const r = runs.get(c.name) ?? [];
    const reqPerSec = mean(r.map((x) => x.reqPerSec));
    rate.set(c.name, reqPerSec);
    cpu.set(c.name, mean(r.map((x) => x.cpuPerRequest)));
    const failed = r.reduce((n, x) => n + x.errors + x.non2xx, 0);
    console.log(
      `| ${c.name} | ${fixed(reqPerSec)} | ${fixed(mean(r.map((x) => x.p50)), 1)} | ${fixed(Math.max(...r.map((x) => x.p99)))} | ${r.map((x) => fixed(x.reqPerSec)).join(" / ")} | ${r.reduce((n, x) => n + x.requests, 0)} | ${failed} | ${c.htmlBytes} | ${fixed(cpu.get(c.name) ?? NaN, 2)} |`,
    );
  }
  return { rate, cpu };
}

function p1Ratios(
  { rate, cpu }: { rate: Map<string, number>; cpu: Map<string, number> },
  names: {
    on: string;
    revalidate: string;
    off: string;
    hello: string;
    signedIndex: string;
    signedCourse: string;
  },
) {
  const hello = rate.get(names.hello) ?? NaN;
  const helloCpu = cpu.get(names.hello) ?? NaN;
  const ratio = (name: string, goal: number) => ({
    name: `${name} / ${names.hello}`,
    value: (rate.get(name) ?? NaN) / hello,
    byCpu: helloCpu / (cpu.get(name) ?? NaN),
    goal,
  });
  // Both ways of running without the page-answer cache are held to its goal.
  const rows = [
    ratio(names.on, 2),
    ratio(names.revalidate, 0.3),
    ratio(names.off, 0.3),
    ratio(names.signedIndex, 0.35),
    ratio(names.signedCourse, 0.35),
  ];
  console.log("");
  console.log("| Ratio of req/s | value | goal | | by CPU ms/req |");
  console.log("|---|---:|---:|---|---:|");
  for (const r of rows)
    console.log(
      `| ${r.name} | ${fixed(r.value, 2)} | ≥ ${r.goal} | ${verdict(r.value >= r.goal)} | ${fixed(r.byCpu, 2)} |`,
    );
  console.log("");
}

async function p2(platformUrl: string, off: RunningBff, revalidate: RunningBff, on: RunningBff) {
  const dataPath = "/_root.data";
  // Single fetch (v3_singleFetch): the data of "/" is /_root.data, a turbo-stream.
  const check = await fetch(`${off.url}${dataPath}`);
  const type = check.headers.get("content-type") ?? "";
  const size = Buffer.byteLength(await check.text());
  if (check.status !== 200 || !type.startsWith("text/x-script"))
    throw new Error(`${dataPath} answered ${check.status} ${type}`);
  // The page call exactly as the BFF made it for that request (the platform's test mode keeps it).
  const seen = (await (await fetch(`${platformUrl}/__test/last-request`)).json()) as {
    path: string;
    headers: Record<string, string>;
    body: unknown;
  };
  if (seen.path !== UPSTREAM_CALLS.page.path)
    throw new Error(`the last upstream call was ${seen.path}, not the page call`);
  const hopByHop = new Set([
    "host",
    "connection",
    "content-length",
    "keep-alive",
    "transfer-encoding",
  ]);
  const headers = Object.fromEntries(
    Object.entries(seen.headers).filter(([name]) => !hopByHop.has(name.toLowerCase())),
  );
  const direct = new Client(platformUrl);
  const clients = [direct];
  const directProbe = probe(direct, {
    path: UPSTREAM_CALLS.page.path,
    method: "POST",
    headers,
    body: JSON.stringify(seen.body),
  });
  const rows: string[] = [];
  try {
    for (const [name, bff] of [
      ["without page-answer cache (off)", off],
      ["without page-answer cache (revalidate)", revalidate],
      ["with page-answer cache", on],
    ] as const) {
      log(`P2: ${name}, ${P2_REQUESTS} + ${P2_REQUESTS} sequential requests`);
      const client = new Client(bff.url);
      clients.push(client);
      const { a, b } = await alternate(
        probe(client, { path: dataPath, method: "GET" }),
        directProbe,
      );
      const diff = percentile(a, 50) - percentile(b, 50);
      rows.push(
        `| BFF ${name} | ${fixed(percentile(a, 50), 2)} | ${fixed(percentile(b, 50), 2)} | ${fixed(diff, 2)} | ${fixed(percentile(a, 90), 2)} / ${fixed(percentile(b, 90), 2)} | ≤ 2 | ${verdict(diff <= 2)} |`,
      );
    }
  } finally {
    await Promise.all(clients.map((c) => c.close()));
  }
  console.log(
    `## P2: the BFF's data request over the upstream page call, ${P2_REQUESTS} sequential requests each on one connection, alternating blocks of ${P2_BLOCK}`,
  );
  console.log("");
  console.log(
    `\`GET <bff>${dataPath}\` (200, ${type}, ${size} bytes) against \`POST <platform>${UPSTREAM_CALLS.page.path}\` with the body and headers the BFF sent (body ${JSON.stringify(seen.body)}, channel: ${headers.channel ?? "?"}).`,
  );
  console.log("");
  console.log(
    "| BFF | BFF p50 ms | direct p50 ms | difference ms | p90 BFF / direct ms | goal ms | |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---|");
  for (const row of rows) console.log(row);
  console.log("");
}

async function r2(bff: RunningBff) {
  log(`R2: ${R2_CONNECTIONS} connections for ${R2_SECONDS} s`);
  const r = await cannon(`${bff.url}/`, R2_CONNECTIONS, R2_SECONDS);
  const failed = r.errors + r.non2xx;
  const ok = failed === 0 && r.p99 <= 500;
  console.log(
    `## R2: "/" of the BFF with its page-answer cache, ${R2_CONNECTIONS} connections × ${R2_SECONDS} s`,
  );
  console.log("");
  console.log(
    "| requests | req/s | p50 ms | p99 ms | socket errors (time-outs incl.) | time-outs | non-2xx | errors total | goal | |",
  );
  console.log("|---:|---:|---:|---:|---:|---:|---:|---:|---|---|");
  console.log(
    `| ${r.requests} | ${fixed(r.reqPerSec)} | ${fixed(r.p50)} | ${fixed(r.p99)} | ${r.errors} | ${r.timeouts} | ${r.non2xx} | ${failed} | 0 errors, p99 ≤ 500 ms | ${verdict(ok)} |`,
  );
  console.log("");
}

/** The resident set of a BFF's server process, in MB. */
function rssMb(bff: RunningBff): number {
  const pid = bff.child.pid;
  if (!pid) return NaN;
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

/** Runs `load` while reading the BFF's RSS every 250 ms: the load's result and the peak. */
async function withPeakRss<T>(bff: RunningBff, load: () => Promise<T>) {
  let peak = rssMb(bff);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(bff))), 250);
  try {
    const result = await load();
    return { result, peak: Math.max(peak, rssMb(bff)) };
  } finally {
    clearInterval(timer);
  }
}

async function s1(bff: RunningBff, cookie: string) {
  log(`S1: signed-in "/", ${S1_CONNECTIONS} connections for ${SECONDS} s`);
  const before = rssMb(bff);
  const { result: r, peak } = await withPeakRss(bff, () =>
    cannon(`${bff.url}/`, S1_CONNECTIONS, SECONDS, { cookie }),
  );
  const failed = r.errors + r.non2xx;
  console.log(
    `## S1: a signed-in learner's "/", BFF with its page-answer cache, ${S1_CONNECTIONS} connections × ${SECONDS} s`,
  );
  console.log("");
  console.log(
    "| requests | req/s | p50 ms | p99 ms | errors + non-2xx | RSS before / peak MB | goal | |",
  );
  console.log("|---:|---:|---:|---:|---:|---:|---|---|");
  const ok = failed === 0 && r.p99 <= 250 && peak <= 350;
  console.log(
    `| ${r.requests} | ${fixed(r.reqPerSec)} | ${fixed(r.p50)} | ${fixed(r.p99)} | ${failed} | ${fixed(before)} / ${fixed(peak)} | 0 errors, p99 ≤ 250 ms, RSS ≤ 350 MB | ${verdict(ok)} |`,
  );
  console.log("");
}

async function m1(bff: RunningBff) {
  log(`M1: unique query strings, ${M1_CONNECTIONS} connections for ${M1_SECONDS} s`);
  const before = rssMb(bff);
  let n = 0;
  const unique: autocannon.Request[] = [
    { setupRequest: (req) => ({ ...req, path: `/?q=${Date.now().toString(36)}-${n++}` }) },
  ];
  const { result: r, peak } = await withPeakRss(bff, () =>
    cannon(`${bff.url}/`, M1_CONNECTIONS, M1_SECONDS, {}, unique),
  );
  log(`M1: ${M1_IDLE_SECONDS} s idle`);
  await sleep(M1_IDLE_SECONDS * 1000);
  const idle = rssMb(bff);
  const ok = peak <= 350 && idle <= 250;
  console.log(
    `## M1: a flood of unique query strings on "/", BFF with its page-answer cache, ${M1_CONNECTIONS} connections × ${M1_SECONDS} s, then ${M1_IDLE_SECONDS} s idle`,
  );
  console.log("");
  console.log(
    "| requests | req/s | errors + non-2xx | RSS before MB | RSS peak MB | RSS idle MB | goal | |",
  );
  console.log("|---:|---:|---:|---:|---:|---:|---|---|");
  console.log(
    `| ${r.requests} | ${fixed(r.reqPerSec)} | ${r.errors + r.non2xx} | ${fixed(before)} | ${fixed(peak)} | ${fixed(idle)} | peak ≤ 350, idle ≤ 250 | ${verdict(ok)} |`,
  );
  console.log("");
}

async function r1(platformUrl: string) {
  const faulty = await startBenchBff("R1 BFF", {
    UPSTREAM_URL: platformUrl,
    PAGE_ANSWER_CACHE: "off",
    UPSTREAM_TIMEOUT_MS: String(R1_TIMEOUT_MS),
  });
  // A port nobody listens on (found free, then left closed): every upstream call is refused.
  const closedPort = await freePort();
  const refused = await startBenchBff("R1 refused BFF", {
    UPSTREAM_URL: `http://127.0.0.1:${closedPort}`,
    PAGE_ANSWER_CACHE: "off",
    UPSTREAM_TIMEOUT_MS: String(R1_TIMEOUT_MS),
  });
  // setBehaviour only reads the stack's platform address.
  const stack = { platformUrl } as Stack;
  type Mode = Parameters<typeof setBehaviour>[1];
  const cases: { name: string; upstream: string; behaviour?: Mode; bff: RunningBff }[] = [
    { name: "baseline", upstream: "normal", behaviour: { mode: "normal" }, bff: faulty },
    {
      name: "time-out",
      upstream: `slow, ${SLOW_UPSTREAM_MS} ms`,
      behaviour: { mode: "slow", delayMs: SLOW_UPSTREAM_MS },
      bff: faulty,
    },
    { name: "5xx", upstream: "error500", behaviour: { mode: "error500" }, bff: faulty },
    { name: "not JSON", upstream: "garbage", behaviour: { mode: "garbage" }, bff: faulty },
    {
      name: "schema-violating JSON",
      upstream: "empty ({})",
      behaviour: { mode: "empty" },
      bff: faulty,
    },
    { name: "refused", upstream: `closed port ${closedPort}`, bff: refused },
  ];
  const results: FaultResult[] = [];
  try {
    for (const c of cases) {
      log(`R1: ${c.name}`);
      if (c.behaviour) await setBehaviour(stack, c.behaviour);
      try {
        results.push(await faultCase(c.name, c.upstream, c.bff));
      } finally {
        await setBehaviour(stack, { mode: "normal" });
      }
    }
  } finally {
    await setBehaviour(stack, { mode: "normal" }).catch(() => undefined);
  }
  console.log(
    `## R1: a misbehaving upstream, BFF without page-answer cache, UPSTREAM_TIMEOUT_MS=${R1_TIMEOUT_MS}, ${R1_REQUESTS} sequential GET "/" (accept: text/html) per case`,
  );
  console.log("");
  console.log(
    `Spec texts (app/contract): errored page "${NOT_FOUND_TEXT}", crash "${SOMETHING_WENT_WRONG}". Stack trace: ${STACK_TRACE} or "node_modules" in a body.`,
  );
  console.log("");
  console.log(
    "| Case | upstream | statuses | p50 ms | max ms | spec error text | stack trace in body | BFF alive after |",
  );
  console.log("|---|---|---|---:|---:|---|---|---|");
  for (const r of results)
    console.log(
      `| ${r.name} | ${r.upstream} | ${r.statuses} | ${fixed(r.p50)} | ${fixed(r.max)} | ${r.errorText} | ${r.traces} | ${r.alive} |`,
    );
  const crashed = results.filter((r) => r.alive !== "yes").length;
  console.log("");
  console.log(`Crashes: ${crashed} (goal 0: ${verdict(crashed === 0)}).`);
}

async function main() {
  if (!existsSync(WEB_SERVER_BUILD)) {
    console.error("No production build (build/web-server/main.js). Run `npm run build` first.");
    process.exitCode = 1;
    return;
  }
  try {
    log("building the hello-world");
    const helloBuild = await buildHelloWorld();
    log("starting the reference platform, three BFFs and the hello-world");
    const platform = await startPlatform();
    const on = await startBenchBff("BFF with page-answer cache", {
      UPSTREAM_URL: platform.url,
      PAGE_ANSWER_CACHE: "on",
    });
    const revalidate = await startBenchBff("BFF revalidating", {
      UPSTREAM_URL: platform.url,
      PAGE_ANSWER_CACHE: "revalidate",
    });
    const off = await startBenchBff("BFF without page-answer cache", {
      UPSTREAM_URL: platform.url,
      PAGE_ANSWER_CACHE: "off",
    });
    const hello = await startHelloWorld();
    const names = {
      on: "BFF, page + document cache on",
      revalidate: "BFF, page-answer cache revalidate (upstream asked per request)",
      off: "BFF, page-answer cache off (parse + render per request)",
      hello: "Remix hello-world",
      signedIndex: `BFF, signed in, "/" (page-answer cache on, not used)`,
      signedCourse: `BFF, signed in, ${COURSE_PAGE}`,
    };
    log(`signing in ${LEARNER}`);
    const cookie = await signedInCookie(on.url, platform.url, LEARNER);
    const bffPid = (bff: RunningBff) => () => bff.child.pid;
    const contenders: Contender[] = [
      { name: names.on, url: `${on.url}/`, htmlBytes: 0, pid: bffPid(on) },
      { name: names.revalidate, url: `${revalidate.url}/`, htmlBytes: 0, pid: bffPid(revalidate) },
      { name: names.off, url: `${off.url}/`, htmlBytes: 0, pid: bffPid(off) },
      {
        name: names.signedIndex,
        url: `${on.url}/`,
        htmlBytes: 0,
        headers: { cookie },
        pid: bffPid(on),
      },
      {
        name: names.signedCourse,
        url: `${on.url}${COURSE_PAGE}`,
        htmlBytes: 0,
        headers: { cookie },
        pid: bffPid(on),
      },
      // remix-serve is the process spawned (node, no launcher).
      { name: names.hello, url: `${hello.url}/`, htmlBytes: 0, pid: () => hello.spawned.child.pid },
    ];
    for (const c of contenders) {
      const res = await fetch(c.url, { headers: { ...HTML_HEADERS, ...c.headers } });
      c.htmlBytes = Buffer.byteLength(await res.text());
      if (res.status !== 200) throw new Error(`${c.name}: "/" answered ${res.status}`);
    }

    printHeader(helloBuild);
    if (runs("p1")) p1Ratios(await p1(contenders), names);
    if (runs("s1")) await s1(on, cookie);
    if (runs("p2")) await p2(platform.url, off, revalidate, on);
    if (runs("r2")) await r2(on);
    // After the others: its entries would be in their page-answer cache.
    if (runs("m1")) await m1(on);
    // The load is over: the servers of P1 make way for R1's two BFFs.
    await stopGroup(hello.spawned.child, 3000);
    await stopBffFully(on);
    await stopBffFully(revalidate);
    await stopBffFully(off);
    if (runs("r1")) await r1(platform.url);
  } finally {
    await cleanup();
  }
}

main().catch(async (error: unknown) => {
  console.error(error);
  await cleanup();
  process.exitCode = 1;
});
