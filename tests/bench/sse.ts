/**
 * `npm run bench:sse`: the AI assistant's relay (POST /resources/assistant, docs/decisions/014)
 * measured in one run, never asserted. The reference platform runs in this process (production
 * mode: no test endpoints; a fixed token pace) and the built BFF in a child process, as
 * tests/support/stack.ts does (`npm run build` first). A learner logs in by passcode through the
 * BFF and asks for the tutor's "Explain the problem" reply (64 deltas, then done). Prints:
 * 1. Relay overhead (tokens every 5 ms): the same reply read straight from the platform's stream
 *    and through the BFF, interleaved; each event's arrival through the relay minus the same
 *    event's arrival read directly (matched by index), and the ratio of whole-reply times.
 * 2. 500 concurrent streams on one BFF process (a second stack, a token every 100 ms: each
 *    reply lasts about 6.5 s, so the streams are open together): completed with `done`, errors,
 *    wall time, the BFF process's memory (RSS) before, at its peak during and after, its CPU time.
 * 3. 1,000 clients that drop their connection after the first delta (as a closed tab does), on
 *    that same BFF process: it still answers /health, how many upstream replies were cut before
 *    `done`, and how long until no upstream assistant stream is open on the platform. The slow
 *    pace matters: a BFF busy starting 200 streams notices a departure late (about a second at
 *    worst here), and a short reply is then complete upstream before it is cut.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Agent, fetch, setGlobalDispatcher } from "undici";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { assistantStreamStats } from "~server/platform/assistant/sse";
import { startPlatform } from "~server/platform/server";
import { Browser } from "../integration/auth/browser";
import { signedJson, STACK_SESSION_SECRET } from "../support/signed-action";
import { startBff, stopBff, type RunningBff, type Stack } from "../support/stack";
import { percentile } from "./stats";

const root = path.resolve(__dirname, "../..");
/** Token pace of part 1, and of parts 2 and 3 (streams still running when a client leaves). */
const FAST_TOKEN_MS = Number(process.env.BENCH_SSE_TOKEN_MS ?? 5);
const SLOW_TOKEN_MS = Number(process.env.BENCH_SSE_SLOW_TOKEN_MS ?? 100);
const PAIRS = Number(process.env.BENCH_SSE_PAIRS ?? 50);
const CONCURRENT = Number(process.env.BENCH_SSE_CONCURRENT ?? 500);
const LEAVERS = Number(process.env.BENCH_SSE_LEAVERS ?? 1000);
const WAVE = Number(process.env.BENCH_SSE_WAVE ?? 200);
const PROBLEM_ID = "sum-of-two-numbers";
/** The tutor's "Explain the problem" reply: 64 messages, the same every time. */
const INTENT = "EXPLAIN";

// The bench's own client: no per-origin limit in the way of 1,000 open requests.
setGlobalDispatcher(new Agent({ connections: 1000, pipelining: 0 }));

const ms = (value: number, digits = 0) => `${value.toFixed(digits)} ms`;
const mb = (kb: number | undefined) => (kb === undefined ? "?" : `${(kb / 1024).toFixed(0)} MB`);
const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

/** VmRSS (kB) of a process, undefined once it is gone. */
function rssKb(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** CPU time (user + system, ms) a process has used so far. */
function cpuMs(pid: number | undefined): number {
  if (!pid) return NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** tsx's command line runs the script in a child process: that child is the server. */
function serverPid(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/);
    return Number(children[0]) || pid;
  } catch {
    return pid;
  }
}

interface Read {
  status: number;
  /** Each event's name ("message" for a data-only one) and arrival, ms after the request. */
  events: { name: string; at: number }[];
  /** The body's end (or the abort), ms after the request. */
  total: number;
  error?: string;
}

type PostInit = { headers: Record<string, string>; body: string };

/** Reads an event stream to its end, noting when each event arrives. */
async function readStream(url: string, init: PostInit): Promise<Read> {
  const start = performance.now();
  const read: Read = { status: 0, events: [], total: 0 };
  try {
    const res = await fetch(url, { method: "POST", ...init });
    read.status = res.status;
    if (!res.ok || !res.body) {
      read.error = `HTTP ${res.status}: ${(await res.text()).slice(0, 200)}`;
      return read;
    }
    const decoder = new TextDecoder();
    let buffered = "";
    for await (const chunk of res.body) {
      const now = performance.now() - start;
      buffered += decoder.decode(chunk as Uint8Array, { stream: true });
      let end: number;
      while ((end = buffered.indexOf("\n\n")) >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (block.startsWith(":")) continue; // a heartbeat
        const name = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
        read.events.push({ name, at: now });
      }
    }
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    read.error = [(error as Error).message, cause?.code ?? cause?.message]
      .filter(Boolean)
      .join(": ");
  }
  read.total = performance.now() - start;
  return read;
}

/**
 * Posts, waits for the first delta, then destroys the connection, as a closed tab does (its own
 * socket: no pool that could keep it for a reply already complete).
 */
function leaveAfterFirstDelta(url: string, init: PostInit): Promise<Read> {
  const start = performance.now();
  const read: Read = { status: 0, events: [], total: 0 };
  return new Promise((resolve) => {
    const done = () => {
      read.total = performance.now() - start;
      resolve(read);
    };
    const req = http.request(
      url,
      { method: "POST", headers: init.headers, agent: false },
      (res) => {
        read.status = res.statusCode ?? 0;
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
          const event = /^event: (\S+)$/m.exec(text)?.[1];
          if (!event) return;
          read.events.push({ name: event, at: performance.now() - start });
          req.destroy();
          done();
        });
        res.on("end", done);
      },
    );
    req.on("error", (error) => {
      if (!read.events.length) read.error = error.message;
      done();
    });
    req.end(init.body);
  });
}

const failureOf = (r: Read) =>
  r.error ?? `HTTP ${r.status}, last event ${r.events.at(-1)?.name ?? "none"}`;

function tally(reasons: string[]): string[] {
  const counts = new Map<string, number>();
  for (const why of reasons) counts.set(why, (counts.get(why) ?? 0) + 1);
  return [...counts].map(([why, count]) => `    ${count} × ${why}`);
}

/** The platform (this process) and a BFF (a child process), a learner logged in through it. */
async function startRelayStack(tokenMs: number) {
  const passcodes = new Map<string, string>();
  const platformErrors: string[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-sse-"));
  const platform = await startPlatform({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    testMode: false,
    devSignIn: true,
    log: (line) => platformErrors.push(line),
    info: (line) => {
      const match = /passcode for (\S+): (\S+)/.exec(line);
      if (match) passcodes.set(match[1], match[2]);
    },
    assistant: { tokenMs },
  });

  let output = "";
  const keep = (d: string) => (output = (output + d).slice(-20_000));
  let bff: RunningBff;
  try {
    bff = await startBff(
      {
        NODE_ENV: "production",
        UPSTREAM_URL: platform.url,
        SESSION_SECRET: STACK_SESSION_SECRET,
        COOKIE_SECURE: "false",
        ALLOW_TEST_PAYMENTS: "true",
        PAYMENT_GATEWAY_SECRET: "bench-gateway-secret",
        // One learner opens every stream here: the per-user admission (decision 036) is lifted.
        ASSISTANT_STREAMS_PER_USER: "100000",
        ASSISTANT_STARTS_PER_MINUTE: "1000000",
      },
      keep,
    );
  } catch (error) {
    await platform.close();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  const bffUrl = bff.url;
  const alive = () => bff.child.exitCode === null && bff.child.signalCode === null;
  const stop = async () => {
    await stopBff(bff);
    await platform.close();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    // A learner logs in by passcode through the BFF (the code from the platform's log).
    const email = "learner@example.com";
    const learner = new Browser({ bffUrl } as Stack);
    await learner.get("/login");
    const common = { csrf: learner.csrf(), returnTo: "/login", source: "Login Page" };
    await learner.follow(
      await learner.post("/login", { ...common, intent: "OTP_REQUEST", channel: "email", email }),
    );
    const otp = passcodes.get(email);
    if (!otp) throw new Error("no passcode in the platform's log");
    await learner.follow(await learner.post("/login", { ...common, intent: "OTP_VERIFY", otp }));
    await learner.get("/login");
    const relayInit = {
      headers: {
        cookie: [...learner.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        accept: "text/event-stream",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({
        csrf: learner.csrf(),
        action: signedJson({
          uri: UPSTREAM_CALLS.assistantStream.path,
          requestObject: { problemId: PROBLEM_ID },
        }),
        intent: INTENT,
      }).toString(),
    };

    // The same question straight to the platform, with a token of the same learner.
    const signIn = await fetch(platform.url + UPSTREAM_CALLS.tokenSignIn.path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ provider: "dev", idToken: `dev:${email}`, source: "bench" }),
    });
    const token = String(((await signIn.json()) as { token?: string }).token ?? "");
    const directInit = {
      headers: {
        authorization: `Bearer ${token}`,
        accept: "text/event-stream",
        "content-type": "application/json",
      },
      body: JSON.stringify({ problemId: PROBLEM_ID, question: "", intent: INTENT }),
    };

    const stack = {
      bffUrl,
      /** The BFF server's process (not tsx's launcher). */
      pid: serverPid(bff.child.pid),
      alive,
      output: () => output,
      platformErrors,
      stop,
      relayed: () => readStream(`${bffUrl}/resources/assistant`, relayInit),
      leave: () => leaveAfterFirstDelta(`${bffUrl}/resources/assistant`, relayInit),
      direct: () => readStream(platform.url + UPSTREAM_CALLS.assistantStream.path, directInit),
    };
    const check = await stack.relayed();
    if (check.status !== 200 || check.events.at(-1)?.name !== "done")
      throw new Error(`the relay answered ${failureOf(check)}\n${output}`);
    return stack;
  } catch (error) {
    await stop();
    throw error;
  }
}
type RelayStack = Awaited<ReturnType<typeof startRelayStack>>;

/** 1. The same reply directly and through the relay, interleaved, the order alternating. */
async function relayOverhead(stack: RelayStack) {
  for (let i = 0; i < 3; i++) {
    await stack.direct();
    await stack.relayed();
  }
  const overheads: number[] = [];
  const firstOverheads: number[] = [];
  const totals = { direct: [] as number[], relay: [] as number[] };
  let unmatched = 0;
  let events = 0;
  for (let i = 0; i < PAIRS; i++) {
    let d: Read;
    let r: Read;
    if (i % 2) {
      r = await stack.relayed();
      d = await stack.direct();
    } else {
      d = await stack.direct();
      r = await stack.relayed();
    }
    totals.direct.push(d.total);
    totals.relay.push(r.total);
    if (d.events.length !== r.events.length || r.events.at(-1)?.name !== "done") {
      unmatched += 1;
      continue;
    }
    events = r.events.length;
    d.events.forEach((event, j) => overheads.push(r.events[j].at - event.at));
    firstOverheads.push(r.events[0].at - d.events[0].at);
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const p = percentile;
  console.log(
    `1. Relay overhead: ${PAIRS} interleaved pairs, a reply of ${events - 1} deltas + done, a token every ${FAST_TOKEN_MS} ms`,
  );
  console.log(`                      direct     relay`);
  console.log(
    `  whole reply   p50   ${ms(p(totals.direct, 50)).padStart(8)}  ${ms(p(totals.relay, 50)).padStart(8)}   ratio relay/direct ${(p(totals.relay, 50) / p(totals.direct, 50)).toFixed(2)}x`,
  );
  console.log(
    `  whole reply   p95   ${ms(p(totals.direct, 95)).padStart(8)}  ${ms(p(totals.relay, 95)).padStart(8)}`,
  );
  console.log(
    `  per event, relay − direct by index: p50 ${ms(p(overheads, 50), 1)}  p95 ${ms(p(overheads, 95), 1)}  (${overheads.length} events${unmatched ? `, ${unmatched} pairs unmatched` : ""}; target p50 ≤ 5 ms)`,
  );
  console.log(
    `  first event, relay − direct:        p50 ${ms(p(firstOverheads, 50), 1)}  p95 ${ms(p(firstOverheads, 95), 1)}`,
  );
  console.log(
    `  (mean total relay − mean total direct) / ${events} events: ${ms((mean(totals.relay) - mean(totals.direct)) / events, 2)}`,
  );
}

/** 2. Concurrent streams through one BFF process. */
async function concurrentStreams(stack: RelayStack) {
  const { pid } = stack;
  await sleep(500);
  const rssBefore = rssKb(pid);
  let rssPeak = rssBefore ?? 0;
  let openPeak = 0;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssKb(pid) ?? 0);
    openPeak = Math.max(openPeak, assistantStreamStats().open);
  }, 20);
  const statsBefore = assistantStreamStats();
  const bffCpuBefore = cpuMs(pid);
  const benchCpuBefore = process.cpuUsage();
  const t = performance.now();
  const reads = await Promise.all(Array.from({ length: CONCURRENT }, () => stack.relayed()));
  const wall = performance.now() - t;
  const bffCpu = cpuMs(pid) - bffCpuBefore;
  const benchCpu = process.cpuUsage(benchCpuBefore);
  clearInterval(sampler);
  const rssEnd = rssKb(pid);
  await sleep(1000);
  const rssAfter = rssKb(pid);
  const completed = reads.filter((r) => r.status === 200 && r.events.at(-1)?.name === "done");
  const stats = assistantStreamStats();
  const firstEvents = completed.map((r) => r.events[0].at);
  const ends = completed.map((r) => r.total);
  console.log(
    `\n2. ${CONCURRENT} concurrent streams on one BFF process (streams have their own pool: UPSTREAM_STREAM_CONNECTIONS, default 1024), a token every ${SLOW_TOKEN_MS} ms`,
  );
  console.log(
    `  completed with done: ${completed.length}/${CONCURRENT}  errors: ${CONCURRENT - completed.length}  wall ${ms(wall)}`,
  );
  for (const line of tally(reads.filter((r) => !completed.includes(r)).map(failureOf)))
    console.log(line);
  console.log(
    `  first event p50 ${ms(percentile(firstEvents, 50))}  p95 ${ms(percentile(firstEvents, 95))};  whole reply p50 ${ms(percentile(ends, 50))}  p95 ${ms(percentile(ends, 95))}`,
  );
  console.log(
    `  BFF RSS: before ${mb(rssBefore)}  peak during ${mb(rssPeak)}  at the end ${mb(rssEnd)}  1 s after ${mb(rssAfter)}`,
  );
  console.log(
    `  CPU meanwhile: BFF ${ms(bffCpu)} (${ms(bffCpu / CONCURRENT, 1)} a stream); this process (platform + clients) ${ms((benchCpu.user + benchCpu.system) / 1000)}`,
  );
  console.log(
    `  platform streams: ${stats.started - statsBefore.started} started, at most ${openPeak} open at once, ${stats.closedEarly - statsBefore.closedEarly} closed early, ${stats.open} open after`,
  );
}

/** 3. Clients that leave after the first delta, in waves; then nothing may stay open upstream. */
async function leavingClients(stack: RelayStack) {
  const { pid } = stack;
  const before = assistantStreamStats();
  const bffCpuBefore = cpuMs(pid);
  const t = performance.now();
  const failures: string[] = [];
  for (let sent = 0; sent < LEAVERS; sent += WAVE) {
    const wave = await Promise.all(
      Array.from({ length: Math.min(WAVE, LEAVERS - sent) }, () => stack.leave()),
    );
    for (const r of wave)
      if (r.error || r.events.at(-1)?.name !== "delta") failures.push(failureOf(r));
  }
  const wall = performance.now() - t;
  const bffCpu = cpuMs(pid) - bffCpuBefore;
  const openAtEnd = assistantStreamStats().open;
  const t0 = performance.now();
  while (assistantStreamStats().open > 0 && performance.now() - t0 < 10_000) await sleep(5);
  const drained = performance.now() - t0;
  const after = assistantStreamStats();
  const health = await fetch(`${stack.bffUrl}/health`).then(
    (res) => String(res.status),
    (error: Error) => error.message,
  );
  const rss = rssKb(pid);
  await sleep(2000);
  console.log(
    `\n3. ${LEAVERS} clients dropping the connection after the first delta (waves of ${WAVE}), the same BFF process`,
  );
  console.log(
    `  left after a delta: ${LEAVERS - failures.length}/${LEAVERS}  other: ${failures.length}  wall ${ms(wall)}`,
  );
  for (const line of tally(failures)) console.log(line);
  console.log(`  CPU meanwhile: BFF ${ms(bffCpu)} (${ms(bffCpu / LEAVERS, 1)} a client)`);
  console.log(
    `  platform streams: ${after.started - before.started} started, ${after.closedEarly - before.closedEarly} cut before done, ${after.started - before.started - (after.closedEarly - before.closedEarly) - after.open} ran to done after their client had gone`,
  );
  console.log(
    `  open upstream when the last client left: ${openAtEnd}; ${after.open} open ${ms(drained)} later${after.open ? " (10 s limit)" : ""}`,
  );
  console.log(
    `  BFF alive: ${stack.alive() ? "yes" : "NO"}, GET /health ${health}; RSS ${mb(rss)}, ${mb(rssKb(pid))} 2 s later`,
  );
}

async function main() {
  if (!existsSync(path.join(root, "build/web-server/main.js")))
    throw new Error("Run `npm run build` before `npm run bench:sse`");
  const fast = await startRelayStack(FAST_TOKEN_MS);
  try {
    await relayOverhead(fast);
  } finally {
    await fast.stop();
  }
  const slow = await startRelayStack(SLOW_TOKEN_MS);
  try {
    await concurrentStreams(slow);
    await leavingClients(slow);
    const errors = [...fast.platformErrors, ...slow.platformErrors];
    if (errors.length)
      console.log(`\nplatform errors logged: ${errors.length}, first: ${errors[0]}`);
    if (!slow.alive()) {
      console.log(slow.output().slice(-4000));
      process.exitCode = 1;
    }
  } finally {
    await slow.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
