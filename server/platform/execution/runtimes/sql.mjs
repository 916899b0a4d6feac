import initSqlJs from "sql.js";
import { OUTPUT_LIMIT, Output } from "./output.mjs";

let SQL;
let pgBase;

export async function loadSqlite() {
  SQL ??= await initSqlJs();
}

export async function loadPostgres() {
  if (!pgBase) {
    const { PGlite } = await import("@electric-sql/pglite");
    pgBase = await PGlite.create();
  }
}

/** A value as sqlite3's and `psql -At`'s defaults print it. */
function cell(value) {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "t" : "f";
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith("T00:00:00.000Z")
      ? iso.slice(0, 10)
      : iso.replace("T", " ").replace(/\.\d+Z$/, "");
  }
  if (value instanceof Uint8Array) return Buffer.from(value).toString("hex");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function printRows(rows, limits) {
  const output = new Output(limits.outputBytes);
  for (const row of rows) {
    if (!output.write("stdout", row.map(cell).join("|") + "\n")) break;
  }
  return output;
}

function done(output, started) {
  const measured = {
    stdout: output.stdout,
    stderr: "",
    timeMs: Math.round(performance.now() - started),
    memoryKb: 0,
  };
  return output.overflowed
    ? { kind: "output-limit", message: OUTPUT_LIMIT, ...measured }
    : { kind: "ok", ...measured };
}

const failed = (message, started) => ({
  kind: "runtime-error",
  message,
  stdout: "",
  stderr: "",
  timeMs: Math.round(performance.now() - started),
  memoryKb: 0,
});

/** SQLite in sql.js: a new in-memory database per run; the last result set is printed. */
export function runSqlite(request, limits) {
  const db = new SQL.Database();
  try {
    if (request.setup) db.exec(request.setup);
    const started = performance.now();
    let results;
    try {
      results = db.exec(request.sourceCode);
    } catch (error) {
      return failed(String(error?.message ?? error), started);
    }
    const last = results.at(-1);
    return done(printRows(last ? last.values : [], limits), started);
  } finally {
    db.close();
  }
}

/** PostgreSQL in PGlite: a clone of a fresh database per run (nothing leaks between runs). */
export async function runPostgres(request, limits) {
  const db = await pgBase.clone();
  try {
    if (request.setup) await db.exec(request.setup);
    const started = performance.now();
    let results;
    try {
      results = await db.exec(request.sourceCode, { rowMode: "array" });
    } catch (error) {
      return failed(String(error?.message ?? error), started);
    }
    const last = [...results].reverse().find((r) => r.fields?.length);
    return done(printRows(last ? last.rows : [], limits), started);
  } finally {
    await db.close().catch(() => {});
  }
}
