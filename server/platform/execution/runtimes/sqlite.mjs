import initSqlJs from "sql.js";
import { Output, SetupError, outcome, writeRow } from "./output.mjs";

const MB = 1024 * 1024;
/**
 * Files outlive the database (sql.js keeps one in-memory file system per worker): a database
 * attached or vacuumed into a file would be there for the next run, so neither is run.
 */
const WRITES_FILES =
  /^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*(?:ATTACH\b|VACUUM\b[\s\S]*\bINTO\b)/i;

let SQL;
/** The Statement field holding sqlite3_stmt* (sql.js minifies its names; found once at load). */
let pointerKey;

export async function loadSqlite() {
  if (SQL) return;
  SQL = await initSqlJs();
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

/**
 * A row as SQLite's own text conversion gives it, which is what the sqlite3 CLI prints (a REAL
 * 2.0 stays "2.0", an INTEGER 2 is "2"); JavaScript's values are the fallback.
 */
function rowText(statement) {
  const pointer = pointerKey && statement[pointerKey];
  if (!pointer) {
    return statement.get().map((value) => {
      if (value === null) return null;
      if (value instanceof Uint8Array) return Buffer.from(value).toString("utf8");
      return String(value);
    });
  }
  const cells = [];
  const count = SQL._sqlite3_column_count(pointer);
  for (let column = 0; column < count; column++) {
    const text = SQL._sqlite3_column_text(pointer, column);
    cells.push(text ? SQL.UTF8ToString(text) : null);
  }
  return cells;
}

/**
 * SQLite in sql.js: a new in-memory database per run, `setup` first (not timed), then the
 * learner's SQL statement by statement. stdout is the rows of the last statement that returns
 * columns. SQLite's heap is capped at memoryMb (temporary tables and sorts included).
 */
export function runSqlite(request, limits) {
  const db = new SQL.Database();
  try {
    db.exec(`PRAGMA hard_heap_limit = ${limits.memoryMb * MB}; PRAGMA temp_store = MEMORY;`);
    try {
      if (request.setup) db.exec(request.setup);
    } catch (error) {
      throw new SetupError(error);
    }
    const started = performance.now();
    let shown = new Output(limits.outputBytes);
    const end = (kind, message) => outcome(kind, shown, performance.now() - started, 0, message);
    let statement;
    try {
      for (statement of db.iterateStatements(request.sourceCode)) {
        if (WRITES_FILES.test(statement.getSQL())) {
          return end("runtime-error", "ATTACH and VACUUM INTO are not available here");
        }
        const rows = statement.getColumnNames().length ? new Output(limits.outputBytes) : undefined;
        while (statement.step()) {
          if (rows && !writeRow(rows, rowText(statement))) break;
        }
        statement.free();
        if (rows) shown = rows;
        if (shown.overflowed) return end("output-limit");
      }
    } catch (error) {
      statement?.free();
      const message = String(error?.message ?? error);
      return end(/out of memory/i.test(message) ? "memory-limit" : "runtime-error", message);
    }
    return end("ok");
  } finally {
    db.close();
  }
}
