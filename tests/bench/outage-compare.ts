/**
 * bench:outage's before/after table (issue 43), measured in one run: the build of e17f77e (the
 * last commit before issue 43's work; BENCH_BEFORE_DIR, default /work/wt/base, built there) and
 * this checkout's build (`npm run build` first), one side after the other, each with its own
 * platform, Redis and BFFs as child processes (outage-side.ts). Prints a Markdown table and one
 * JSON line; what the older build cannot show reads "absent". Ports: BENCH_PORT (default 3700),
 * the before side from +10, the after side from +40.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  junkQueries,
  lateRedis,
  PROCESS_METRICS,
  processMetrics,
  readyzUpstreamPaused,
  statusPollFlood,
  type JunkQueries,
  type LateRedis,
  type PausedReadiness,
  type StatusPollFlood,
} from "./outage-rows";
import { startSide } from "./outage-side";

const root = path.resolve(__dirname, "../..");
const BEFORE_DIR = process.env.BENCH_BEFORE_DIR ?? "/work/wt/base";
const BASE = Number(process.env.BENCH_PORT ?? 3700);

interface Measures {
  commit: string;
  junk: JunkQueries;
  readyz: PausedReadiness;
  lateRedis: LateRedis;
  flood: StatusPollFlood;
  metrics: Record<string, string>;
}

async function measure(tree: string, base: number, log: (line: string) => void) {
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: tree })
    .toString()
    .trim();
  log(`${commit}: starting the platform, Redis and a BFF of ${tree}`);
  const side = await startSide(tree, base);
  try {
    log(`${commit}: plain / and junk ?q= on /, 8 s each`);
    const junk = await junkQueries(side);
    log(`${commit}: status-poll flood`);
    const flood = await statusPollFlood(side);
    const metrics = await processMetrics(side);
    log(`${commit}: /readyz with the upstream paused`);
    const readyz = await readyzUpstreamPaused(side);
    log(`${commit}: an instance that boots before Redis`);
    const late = await lateRedis(side, base + 4, base + 8);
    return { commit, junk, readyz, lateRedis: late, flood, metrics } satisfies Measures;
  } finally {
    await side.close();
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const cells: [string, string, (m: Measures) => string][] = [
  ["plain `/` req/s (10 connections, 8 s)", "", (m) => m.junk.plainReqPerSec.toFixed(0)],
  ["unique `?q=` on `/` req/s", "", (m) => m.junk.junkReqPerSec.toFixed(0)],
  ["junk ÷ plain", "≥ 0.7", (m) => m.junk.ratio.toFixed(2)],
  ["upstream page calls during the junk run", "≤ 20", (m) => String(m.junk.upstreamCalls)],
  ["junk answers not 2xx", "", (m) => String(m.junk.junkNon2xx)],
  ["RSS growth during the junk run", "", (m) => `${m.junk.rssGrowthMb.toFixed(0)} MB`],
  ["`/readyz`, upstream paused 5 s", "200 degraded", (m) => m.readyz.answer],
  [
    "its time (median / worst of 5)",
    "< 50 ms",
    (m) => `${ms(m.readyz.medianMs)} / ${ms(m.readyz.worstMs)}`,
  ],
  [
    "late Redis: subscribed (PUBLISH heard) after",
    "yes",
    (m) =>
      m.lateRedis.subscribedAfterS === null
        ? "never (15 s)"
        : `${m.lateRedis.subscribedAfterS.toFixed(1)} s`,
  ],
  [
    "late Redis: an invalidation drops its cached `/`",
    "yes",
    (m) => yesNo(m.lateRedis.cacheDropped),
  ],
  ["late Redis: `bff_shared_store_subscribed`", "1", (m) => m.lateRedis.subscribedMetric],
  ["learner `/about-us` p50 before the flood (10 loads)", "", (m) => ms(m.flood.quietP50Ms)],
  ["poll flood: learner `/about-us` p50", "< 300 ms", (m) => ms(m.flood.p50Ms)],
  [
    "poll flood: p50 ÷ p50 before the flood",
    "",
    (m) => (m.flood.p50Ms / m.flood.quietP50Ms).toFixed(1),
  ],
  [
    "poll flood: learner p95 / worst",
    "",
    (m) => `${ms(m.flood.p95Ms)} / ${ms(m.flood.worstMs)} (${m.flood.loads} loads)`,
  ],
  ["poll flood: the 200 pollers were answered", "", (m) => m.flood.answered],
  ...PROCESS_METRICS.map((name): [string, string, (m: Measures) => string] => [
    `scrape: \`${name}\``,
    "present",
    (m) => m.metrics[name] ?? "absent",
  ]),
];

function yesNo(value: boolean): string {
  return value ? "yes" : "no";
}

export async function compareBeforeAfter(): Promise<void> {
  if (!existsSync(path.join(BEFORE_DIR, "build/web-server/main.js"))) {
    throw new Error(`${BEFORE_DIR}/build/web-server/main.js: build the "before" checkout first`);
  }
  const log = (line: string) => console.error(`[bench:outage] ${line}`);
  const started = Date.now();
  const before = await measure(BEFORE_DIR, BASE + 10, log);
  const after = await measure(root, BASE + 40, log);
  const load = os.loadavg().map((value) => value.toFixed(2));
  console.log(`\n## bench:outage, ${new Date().toISOString()}`);
  console.log(
    `load average ${load.join(", ")} (${os.cpus().length} cores); ` +
      `${((Date.now() - started) / 1000).toFixed(0)} s\n`,
  );
  console.log(`| measure | before (${before.commit}) | after (${after.commit}) | goal |`);
  console.log("| --- | --- | --- | --- |");
  for (const [name, goal, cell] of cells) {
    console.log(`| ${name} | ${cell(before)} | ${cell(after)} | ${goal} |`);
  }
  console.log(`\n${JSON.stringify({ date: new Date().toISOString(), load, before, after })}`);
}
