/**
 * The measures of bench:outage's before/after table (issue 43), each taken on one side
 * (outage-side.ts) from this process, never asserted: junk query strings, /readyz with the
 * upstream paused, an instance that boots before Redis, the status-poll flood, the process
 * metrics of a scrape.
 */
import autocannon from "autocannon";
import Redis from "ioredis";
import { Browser, loginByOtp } from "../integration/auth/browser";
import { startControlledRedis } from "../support/redis";
import type { Stack } from "../support/stack";
import { pageCallsTotal, rssMb, scrape, sleep, type Side } from "./outage-side";
import { pollFlood, type PollFlood } from "./poll-flood";
import { percentile } from "./stats";

const HTML = { accept: "text/html" };
const LOAD_SECONDS = 8;
const CONNECTIONS = 10;

export interface JunkQueries {
  plainReqPerSec: number;
  junkReqPerSec: number;
  ratio: number;
  /** Upstream page calls the platform answered during the junk run. */
  upstreamCalls: number;
  junkNon2xx: number;
  rssGrowthMb: number;
}

async function load(url: string, unique: boolean) {
  let n = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: LOAD_SECONDS,
    headers: HTML,
    requests: unique
      ? [{ setupRequest: (req) => ({ ...req, path: `/?q=${Date.now().toString(36)}-${n++}` }) }]
      : undefined,
  });
  return { reqPerSec: result.requests.average, non2xx: result.non2xx };
}

/** Plain `/`, then a unique `?q=` on `/` on every request, 8 s each at 10 connections. */
export async function junkQueries(side: Side): Promise<JunkQueries> {
  await load(`${side.a.url}/`, false); // warm: the cache, the JIT
  const plain = await load(`${side.a.url}/`, false);
  const [callsBefore, rssBefore] = [await pageCallsTotal(side), rssMb(side.a.child)];
  const junk = await load(`${side.a.url}/`, true);
  const upstreamCalls = (await pageCallsTotal(side)) - callsBefore;
  return {
    plainReqPerSec: plain.reqPerSec,
    junkReqPerSec: junk.reqPerSec,
    ratio: junk.reqPerSec / plain.reqPerSec,
    upstreamCalls,
    junkNon2xx: junk.non2xx,
    rssGrowthMb: rssMb(side.a.child) - rssBefore,
  };
}

/** The readiness answer's `status` (JSON since decision 063), or its first word. */
function statusOf(body: string): string {
  try {
    return String((JSON.parse(body) as { status?: unknown }).status);
  } catch {
    return body.trim().split(/\s+/)[0] ?? "";
  }
}

export interface PausedReadiness {
  /** Status and first word of the body, e.g. "200 degraded". */
  answer: string;
  medianMs: number;
  worstMs: number;
}

/** /readyz 5 s after the platform was paused (SIGSTOP), 5 probes with a 10 s cap each. */
export async function readyzUpstreamPaused(side: Side): Promise<PausedReadiness> {
  side.platform.kill("SIGSTOP");
  try {
    await sleep(5_000);
    const answers: string[] = [];
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const answer = await fetch(`${side.a.url}/readyz`, { signal: AbortSignal.timeout(10_000) })
        .then(async (res) => `${res.status} ${statusOf(await res.text())}`)
        .catch(() => "no answer in 10 s");
      times.push(performance.now() - started);
      answers.push(answer);
      await sleep(200);
    }
    return {
      answer: [...new Set(answers)].join(" / "),
      medianMs: percentile(times, 50),
      worstMs: Math.max(...times),
    };
  } finally {
    side.platform.kill("SIGCONT");
    await sleep(2_500);
  }
}

export interface LateRedis {
  /** Seconds from Redis answering to a PUBLISH on the page cache's channel reaching it; null: never. */
  subscribedAfterS: number | null;
  /** After that, an invalidation published as another instance does dropped its cached `/`. */
  cacheDropped: boolean;
  /** bff_shared_store_subscribed in its scrape at the end ("absent" where no such metric). */
  subscribedMetric: string;
}

/** The page cache's channel (redis-store's "cl:" prefix) and an editor's "all pages" message. */
const INVALIDATION = ["cl:page-cache", JSON.stringify({ all: true })] as const;
const LATE_REDIS_WAIT_MS = 15_000;

/**
 * A BFF that boots while its Redis is unreachable, serves `/` (so its shared store exists),
 * then Redis comes: how long until it is subscribed (PUBLISH reports a receiver), and whether
 * the invalidation another instance publishes on an edit then drops its cached page.
 */
export async function lateRedis(side: Side, port: number, redisPort: number): Promise<LateRedis> {
  const late = await side.startBff(port, { REDIS_URL: `redis://127.0.0.1:${redisPort}` });
  for (let i = 0; i < 3; i++) await (await fetch(`${late.url}/`, { headers: HTML })).text();
  const redis = await startControlledRedis(redisPort);
  // Another instance's connection: it publishes what an edit publishes.
  const other = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  try {
    const started = performance.now();
    let subscribedAfterS: number | null = null;
    while (performance.now() - started < LATE_REDIS_WAIT_MS) {
      if ((await other.publish(...INVALIDATION)) >= 1) {
        subscribedAfterS = (performance.now() - started) / 1000;
        break;
      }
      await sleep(100);
    }
    const get = async () => (await fetch(`${late.url}/`, { headers: HTML })).text();
    await get();
    await get();
    const calls = await pageCallsTotal(side);
    await other.publish(...INVALIDATION);
    await sleep(300);
    await get();
    const cacheDropped = (await pageCallsTotal(side)) > calls;
    const sample = /^bff_shared_store_subscribed(?:\{[^}]*\})? (\S+)$/m.exec(await scrape(late));
    return { subscribedAfterS, cacheDropped, subscribedMetric: sample?.[1] ?? "absent" };
  } finally {
    late.child.kill("SIGKILL");
    other.disconnect();
    await redis.stop();
  }
}

export interface StatusPollFlood extends PollFlood {
  /** The learner's p50 over 10 loads just before the flood: what this machine gives now. */
  quietP50Ms: number;
}

/** 200 status polls in flight from one address while a signed-in learner loads /about-us. */
export async function statusPollFlood(side: Side): Promise<StatusPollFlood> {
  const stack = { bffUrl: side.a.url, platformUrl: side.platformUrl } as Stack;
  const learner = new Browser(stack);
  learner.headers["x-forwarded-for"] = "198.51.100.10";
  await loginByOtp(learner, stack, "learner@example.com");
  const quiet: number[] = [];
  for (let i = 0; i < 10; i++) {
    const started = performance.now();
    await (await learner.get("/about-us")).arrayBuffer();
    quiet.push(performance.now() - started);
  }
  const flood = await pollFlood(stack, learner, "198.51.100.11");
  return { ...flood, quietP50Ms: percentile(quiet, 50) };
}

/** What a scrape shows of each: its TYPE ("gauge", "histogram", ...) or "absent". */
export const PROCESS_METRICS = [
  "process_resident_memory_bytes",
  "process_cpu_seconds_total",
  "nodejs_heap_size_used_bytes",
  "nodejs_gc_duration_seconds",
  "nodejs_eventloop_lag_seconds",
  "bff_event_loop_lag_seconds",
  "bff_shared_store_up",
  "bff_shared_store_subscribed",
] as const;

export async function processMetrics(side: Side): Promise<Record<string, string>> {
  const text = await scrape(side.a);
  return Object.fromEntries(
    PROCESS_METRICS.map((name) => {
      const type = new RegExp(`^# TYPE ${name} (\\w+)$`, "m").exec(text)?.[1];
      return [name, type ?? "absent"];
    }),
  );
}
