import { Output, SetupError, TableOutput, outcome, writeRow } from "./output.mjs";
import { makeEngine } from "./postgres-engine.mjs";

/** PGlite compiled once and its template (postgres-engine.mjs), per worker. */
let engine;
/** The next run's database, started between runs so that a run does not wait for it. */
let next;

export async function loadPostgres() {
  engine ??= await makeEngine();
  next ??= await engine.create();
}

/** Starts the next run's database while the worker is idle (pool-side the worker is free). */
export const preparePostgres = loadPostgres;

/** False once the prepared database has been used (the worker then starts another first). */
export const postgresReady = () => next !== undefined;

/**
 * PostgreSQL in PGlite: each run gets its own database started from a fresh cluster (nothing
 * one run creates is seen by another); `setup` first (not timed), then the learner's SQL.
 * stdout is the rows of the last statement that returns columns, as `psql -At` prints them.
 */
export async function runPostgres(request, limits) {
  const db = next;
  next = undefined;
  try {
    const heapBefore = db.mod?.HEAPU8?.length ?? 0;
    if (request.setup)
      await db.exec(request.setup).catch((error) => Promise.reject(new SetupError(error)));
    const started = performance.now();
    let results;
    let failure;
    try {
      results = await db.exec(request.sourceCode, { rowMode: "array" });
    } catch (error) {
      failure = String(error?.message ?? error);
    }
    const timeMs = performance.now() - started;
    const grownKb = ((db.mod?.HEAPU8?.length ?? 0) - heapBefore) / 1024;
    const last = results?.findLast((result) => result.fields?.length);
    const shown = last
      ? new TableOutput(
          limits.outputBytes,
          last.fields.map((field) => field.name),
        )
      : new Output(limits.outputBytes);
    for (const row of last?.rows ?? []) if (!writeRow(shown, row)) break;
    if (grownKb > limits.memoryMb * 1024 || /out of memory/i.test(failure ?? "")) {
      return outcome("memory-limit", shown, timeMs, grownKb);
    }
    if (failure !== undefined) return outcome("runtime-error", shown, timeMs, grownKb, failure);
    if (shown.overflowed) return outcome("output-limit", shown, timeMs, grownKb);
    return outcome("ok", shown, timeMs, grownKb);
  } finally {
    await db.close().catch(() => {});
  }
}
