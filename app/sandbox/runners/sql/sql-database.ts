import type { Database, SqlJsStatic, SqlValue } from "sql.js";
import type { SandboxFiles } from "~/contract/sandbox-values";

/**
 * The LOCAL_SQL sandbox's database work, free of React: which files set the database up and
 * which one is the query, building the database from them, and running SQL statement by
 * statement into tables, row counts and errors with their line and column.
 */
export interface SqlPlan {
  /** Run in this order to build the database: schema*, then data*, then the other .sql files. */
  setupFiles: string[];
  /** The file the learner runs: the open .sql file (unless it sets up), else query.sql. */
  queryFile?: string;
}

export type StatementResult =
  | { kind: "rows"; sql: string; columns: string[]; rows: string[][]; truncated: boolean }
  | { kind: "done"; sql: string; rowsChanged?: number };

export interface SqlErrorInfo {
  file?: string;
  message: string;
  line?: number;
  column?: number;
}

export interface SqlOutcome {
  results: StatementResult[];
  error?: SqlErrorInfo;
}

/** A statement shows at most this many rows (the count says how many there were). */
export const MAX_ROWS = 1000;

const QUERY_FILE = "query.sql";

function isSqlFile(name: string): boolean {
  return /\.sql$/i.test(name);
}

function setupRank(name: string): number {
  const base = name.toLowerCase().split("/").pop() ?? "";
  if (base.startsWith("schema")) return 0;
  if (base.startsWith("data")) return 1;
  return 2;
}

export function sqlPlan(fileNames: readonly string[], activeFile?: string): SqlPlan {
  const sqlFiles = fileNames.filter(isSqlFile).sort();
  const activeIsQuery =
    activeFile !== undefined && sqlFiles.includes(activeFile) && setupRank(activeFile) === 2;
  const queryFile = activeIsQuery
    ? activeFile
    : sqlFiles.includes(QUERY_FILE)
      ? QUERY_FILE
      : sqlFiles.filter((name) => setupRank(name) === 2).pop();
  const setupFiles = sqlFiles
    .filter((name) => name !== queryFile)
    .sort((a, b) => setupRank(a) - setupRank(b) || a.localeCompare(b));
  return { setupFiles, queryFile };
}

/** A fresh database from the setup files; the first failing file stops the build. */
export function buildDatabase(
  sql: SqlJsStatic,
  files: SandboxFiles,
  setupFiles: readonly string[],
): { db: Database; error?: SqlErrorInfo } {
  const db = new sql.Database();
  for (const file of setupFiles) {
    const code = files[file]?.code ?? "";
    const { error } = runStatements(db, code, file);
    if (error) return { db, error };
  }
  return { db };
}

function cellText(value: SqlValue): string {
  if (value === null) return "NULL";
  if (value instanceof Uint8Array) return `<BLOB ${value.byteLength} bytes>`;
  return String(value);
}

const CHANGES = /^(?:\s|--[^\n]*\n|\/\*[\s\S]*?\*\/)*(?:insert|update|delete|replace)\b/i;

/** Runs each statement of `sql` in order; stops at the first error, keeping earlier results. */
export function runStatements(db: Database, sql: string, file?: string): SqlOutcome {
  const results: StatementResult[] = [];
  const iterator = db.iterateStatements(sql);
  let offset = 0;
  try {
    for (;;) {
      offset = sql.length - iterator.getRemainingSQL().length;
      const next = iterator.next();
      if (next.done) break;
      const statement = next.value;
      try {
        const text = statement.getSQL();
        const columns = statement.getColumnNames();
        if (columns.length > 0) {
          const rows: string[][] = [];
          let truncated = false;
          while (statement.step()) {
            if (rows.length === MAX_ROWS) {
              truncated = true;
              break;
            }
            rows.push(statement.get().map(cellText));
          }
          results.push({ kind: "rows", sql: text, columns, rows, truncated });
        } else {
          statement.step();
          results.push(
            CHANGES.test(text)
              ? { kind: "done", sql: text, rowsChanged: db.getRowsModified() }
              : { kind: "done", sql: text },
          );
        }
      } finally {
        statement.free();
      }
    }
  } catch (error) {
    return { results, error: sqlError(error, sql, offset, file) };
  }
  return { results };
}

/** The token SQLite names in its message, to find where in the statement it went wrong. */
function offendingToken(message: string): string | undefined {
  const patterns = [
    /near "([^"]+)"/,
    /unrecognized token: "([^"]+)"/,
    /no such (?:table|column|function|collation sequence): ([^\s,]+)/,
    /(?:table|index|view|trigger) "?([^\s"]+)"? already exists/,
    /ambiguous column name: ([^\s,]+)/,
  ];
  for (const pattern of patterns) {
    const token = pattern.exec(message)?.[1];
    if (token) return token;
  }
  return undefined;
}

/** 1-based line and column of a character of `text`. */
export function lineAndColumn(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index);
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: index - lineStart + 1 };
}

function firstCodeIndex(sql: string, from: number): number {
  const skipped = /^(?:\s|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/.exec(sql.slice(from));
  return Math.min(from + (skipped?.[0].length ?? 0), sql.length);
}

/**
 * sql.js's message with a line and column: the offending token's place in the failing statement
 * when the message names one, else the statement's start (the end for incomplete input).
 */
export function sqlError(error: unknown, sql: string, offset: number, file?: string): SqlErrorInfo {
  const message = error instanceof Error ? error.message : String(error);
  const start = firstCodeIndex(sql, offset);
  const token = offendingToken(message);
  let index = start;
  if (/incomplete input/.test(message)) index = sql.trimEnd().length;
  else if (token) {
    const found = sql.toLowerCase().indexOf(token.toLowerCase(), start);
    if (found >= 0) index = found;
  }
  return { file, message, ...lineAndColumn(sql, index) };
}
