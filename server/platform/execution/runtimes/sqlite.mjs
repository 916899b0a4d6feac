import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Output, SetupError, TableOutput, outcome, writeRow } from "./output.mjs";

const require = createRequire(import.meta.url);
const MB = 1024 * 1024;
/** A database file grown past this leaves a worker whose memory only its end gives back. */
const REPLACE_AFTER_FILE_BYTES = 64 * MB;
/**
 * Files outlive the database (sql.js keeps one in-memory file system per instance): a database
 * attached or vacuumed into a file is refused, so that a run writes no file at all.
 */
const WRITES_FILES =
  /^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*(?:ATTACH\b|VACUUM\b[\s\S]*\bINTO\b)/i;

/** sql.js's WebAssembly, compiled once per worker. */
let wasm;
/** The next run's sql.js: a new instance (its own heap, file system and SQLite globals) per run. */
let SQL;
/** The Statement field holding sqlite3_stmt* (sql.js minifies its names; found once at load). */
let pointerKey;

/**
 * A new sql.js instance. SQLite keeps process-wide settings in its heap (`PRAGMA
 * soft_heap_limit`, `hard_heap_limit`, which a run may only lower): a run that set them would
 * set them for every later run of a shared instance. sql.js caches its instance in its module,
 * so the module is evaluated afresh; its WebAssembly is instantiated from the compiled copy.
 */
async function freshSqlJs() {
  const id = require.resolve("sql.js");
  delete require.cache[id];
  const initSqlJs = require(id);
  delete require.cache[id];
  return initSqlJs({
    instantiateWasm(imports, receive) {
      void WebAssembly.instantiate(wasm, imports).then((instance) => receive(instance, wasm));
      return {};
    },
  });
}

export async function loadSqlite() {
  wasm ??= await WebAssembly.compile(await readFile(require.resolve("sql.js/dist/sql-wasm.wasm")));
  SQL ??= await freshSqlJs();
  if (pointerKey) return;
  const db = new SQL.Database();
  const probe = db.prepare("SELECT 1, 2, 3");
  pointerKey = Object.keys(probe).find(
    (key) =>
      typeof probe[key] === "number" &&
      probe[key] > 1 &&
      SQL._sqlite3_column_count?.(probe[key]) === 3,
  );
  probe.free();
  db.close();
}

/** The worker's idle step after a SQLite run: the next run's instance, made before it is asked for. */
export const prepareSqlite = loadSqlite;

/** False once the prepared instance has been used. */
export const sqliteReady = () => SQL !== undefined;

/**
 * A row as SQLite's own text conversion gives it, which is what the sqlite3 CLI prints (a REAL
 * 2.0 stays "2.0", an INTEGER 2 is "2"); JavaScript's values are the fallback.
 */
function rowText(sql, statement) {
  const pointer = pointerKey && statement[pointerKey];
  if (!pointer) {
    return statement.get().map((value) => {
      if (value === null) return null;
      if (value instanceof Uint8Array) return Buffer.from(value).toString("utf8");
      return String(value);
    });
  }
  const cells = [];
  const count = sql._sqlite3_column_count(pointer);
  for (let column = 0; column < count; column++) {
    const text = sql._sqlite3_column_text(pointer, column);
    cells.push(text ? sql.UTF8ToString(text) : null);
  }
  return cells;
}

const pragma = (db, name) => Number(db.exec(`PRAGMA ${name}`)[0]?.values[0]?.[0] ?? 0);

/**
 * SQLite in sql.js: a new instance and database per run, `setup` first (not timed), then the
 * learner's SQL statement by statement. stdout is the rows of the last statement that returns
 * columns. sql.js keeps the database as a file of its in-memory file system, in JavaScript's
 * memory, not SQLite's heap: `max_page_count` caps that file at memoryMb, set again before each
 * of the learner's statements (a PRAGMA of theirs cannot lift it for the next one); the worker caps
 * the heap's growth at memoryMb. A run that reached the limit, or whose file grew past 64 MB,
 * leaves its worker to be replaced.
 */
export function runSqlite(request, limits) {
  const sql = SQL;
  SQL = undefined;
  const db = new sql.Database();
  const capFile = () => {
    const pages = Math.floor((limits.memoryMb * MB) / pragma(db, "page_size"));
    db.exec(`PRAGMA max_page_count = ${Math.max(1, pages)}`);
  };
  const fileBytes = () => pragma(db, "page_count") * pragma(db, "page_size");
  try {
    db.exec(`PRAGMA hard_heap_limit = ${limits.memoryMb * MB}; PRAGMA temp_store = MEMORY;`);
    try {
      if (request.setup) db.exec(request.setup);
    } catch (error) {
      throw new SetupError(error);
    }
    const fileBefore = fileBytes();
    const started = performance.now();
    let shown = new Output(limits.outputBytes);
    const end = (kind, message) => {
      const grown = Math.max(0, fileBytes() - fileBefore);
      const result = outcome(kind, shown, performance.now() - started, grown / 1024, message);
      const replace = kind === "memory-limit" || grown > REPLACE_AFTER_FILE_BYTES;
      return replace ? { ...result, recycle: true } : result;
    };
    let statement;
    try {
      capFile();
      for (statement of db.iterateStatements(request.sourceCode)) {
        if (WRITES_FILES.test(statement.getSQL())) {
          return end("runtime-error", "ATTACH and VACUUM INTO are not available here");
        }
        const columns = statement.getColumnNames();
        const rows = columns.length ? new TableOutput(limits.outputBytes, columns) : undefined;
        while (statement.step()) {
          if (rows && !writeRow(rows, rowText(sql, statement))) break;
        }
        statement.free();
        capFile();
        if (rows) shown = rows;
        if (shown.overflowed) return end("output-limit");
      }
    } catch (error) {
      statement?.free();
      const message = String(error?.message ?? error);
      const full = /out of memory|database or disk is full/i.test(message);
      return end(full ? "memory-limit" : "runtime-error", message);
    }
    return end("ok");
  } finally {
    db.close();
  }
}
