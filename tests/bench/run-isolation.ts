/**
 * `npx tsx tests/bench/run-isolation.ts`: what a fresh runtime state per run costs (decision 032),
 * measured through the execution pool itself (never asserted in tests). Prints, per language:
 * 1. hello-world p50/p95 of 20 sequential runs with a 1.5 s idle gap (the spare has time to load);
 * 2. hello-world p50/p95 of 20 runs back to back (each submitted as the previous one ends);
 * 3. the process's RSS idle, at the peak of a memory flood (SQLite zeroblob, PostgreSQL hog,
 *    Python list) and 3 s after it.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { createExecutionPool } from "~server/platform/execution/pool";
import type { ExecutionRequest } from "~server/platform/execution/types";
import { percentile } from "./stats";

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const GAP_MS = 1500;

const HELLO: Record<string, string> = {
  python3: "print('hello, world')",
  javascript12: "console.log('hello, world')",
  sqlite: "SELECT 'hello, world';",
  psql: "SELECT 'hello, world';",
};

const FLOODS: [string, ExecutionRequest][] = [
  [
    "SQLite zeroblob 400 MB",
    {
      languageId: "sqlite",
      sourceCode:
        "CREATE TABLE t(b); WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 400) INSERT INTO t SELECT zeroblob(1000000) FROM c; SELECT count(*) FROM t;",
      input: "",
      limits: { wallMs: 20_000 },
    },
  ],
  [
    "PostgreSQL 1 GB array_agg",
    {
      languageId: "psql",
      sourceCode:
        "SELECT length(string_agg(repeat('x', 1000), '')) FROM generate_series(1, 1000000);",
      input: "",
      limits: { wallMs: 20_000 },
    },
  ],
  [
    "Python 1 GB list",
    {
      languageId: "python3",
      sourceCode: "x = [bytearray(1 << 20) for _ in range(1000)]",
      input: "",
      limits: { wallMs: 20_000 },
    },
  ],
];

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function main() {
  const pool = createExecutionPool({ size: 1 });
  const run = (languageId: string) =>
    pool.run({ languageId, sourceCode: HELLO[languageId]!, input: "" });
  for (const language of process.env.BENCH_LANGUAGES?.split(",") ?? Object.keys(HELLO)) {
    await run(language); // loads the runtime
    await sleep(GAP_MS);
    const gapped: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const outcome = await run(language);
      gapped.push(performance.now() - started);
      if (outcome.kind !== "ok") throw new Error(`${language}: ${JSON.stringify(outcome)}`);
      await sleep(GAP_MS);
    }
    const backToBack: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await run(language);
      backToBack.push(performance.now() - started);
    }
    console.log(
      `${language.padEnd(12)} idle gap p50 ${ms(percentile(gapped, 50))} p95 ${ms(percentile(gapped, 95))}` +
        ` | back to back p50 ${ms(percentile(backToBack, 50))} p95 ${ms(percentile(backToBack, 95))}`,
    );
  }
  for (const [name, request] of FLOODS) {
    await sleep(3000);
    const idle = process.memoryUsage.rss();
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
    const outcome = await pool.run(request);
    clearInterval(sampler);
    await sleep(3000);
    const after = process.memoryUsage.rss();
    console.log(
      `${name.padEnd(26)} ${outcome.kind.padEnd(13)} RSS idle ${mb(idle)}, peak ${mb(peak)}, 3 s after ${mb(after)}`,
    );
  }
  await pool.close();
}

void main();
