import type { NamedSqlTable, ProblemRecord, ProblemTestCase } from "../problem-types";

/**
 * SQL problems' data, written once as tables: each case's setup (CREATE TABLE and INSERT, valid
 * in SQLite and PostgreSQL alike), the tables shown in the statement, and the expected rows as a
 * table and as the text the runtimes print (columns joined by "|", NULL as an empty cell).
 */

type Cell = string | number | null;

/** A column: its name, then INTEGER or TEXT (the types both databases read the same way). */
export type SqlColumn = [name: string, type: "INTEGER" | "TEXT"];

export interface SqlData {
  name: string;
  columns: SqlColumn[];
  rows: Cell[][];
}

/** A table of the data set; a column named `id` is its primary key. */
export const table = (name: string, columns: SqlColumn[], rows: Cell[][]): SqlData => ({
  name,
  columns,
  rows,
});

const literal = (cell: Cell) =>
  cell === null
    ? "NULL"
    : typeof cell === "number"
      ? String(cell)
      : `'${cell.replace(/'/g, "''")}'`;

/** The statements that create and fill the tables, in order. */
export function setupOf(tables: readonly SqlData[]): string {
  return tables
    .map(({ name, columns, rows }) => {
      const defs = columns.map(
        ([col, type]) => `${col} ${type}${col === "id" ? " PRIMARY KEY" : ""}`,
      );
      const create = `CREATE TABLE ${name} (${defs.join(", ")});`;
      if (!rows.length) return create;
      const values = rows.map((row) => `(${row.map(literal).join(", ")})`).join(",\n  ");
      const names = columns.map(([col]) => col).join(", ");
      return `${create}\nINSERT INTO ${name} (${names}) VALUES\n  ${values};`;
    })
    .join("\n");
}

const text = (cell: Cell) => (cell === null ? null : String(cell));

/** The tables as the statement shows them. */
export const shownTables = (tables: readonly SqlData[]): NamedSqlTable[] =>
  tables.map(({ name, columns, rows }) => ({
    name,
    columns: columns.map(([col]) => col),
    rows: rows.map((row) => row.map(text)),
  }));

/**
 * One SQL test case: the learner's query runs after this data's setup and must print exactly
 * these rows (with these column names shown), in this order.
 */
export function sqlCase(
  sample: boolean,
  data: readonly SqlData[],
  columns: string[],
  rows: Cell[][],
): ProblemTestCase {
  const expectedRows = rows.map((row) => row.map(text));
  return {
    input: "",
    expected: expectedRows.map((row) => row.map((cell) => cell ?? "").join("|")).join("\n"),
    sample,
    sqlSetup: setupOf(data),
    ...(sample ? { tables: shownTables(data) } : {}),
    expectedTable: { columns, rows: expectedRows },
  };
}

/** What a SQL problem is written from: one query for both databases, hints as sentences. */
export interface SqlProblemInput {
  id: string;
  title: string;
  difficulty: ProblemRecord["difficulty"];
  statement: string[];
  constraints: string[];
  tags: string[];
  /** The editor's starting query, the same in SQLite and PostgreSQL. */
  starter: string;
  /** A query correct in both. */
  solution: string;
  testCases: ProblemTestCase[];
  hints: string[];
}

/** A SQL problem offered in SQLite and PostgreSQL; its setup is its first sample's data. */
export function sqlProblem(input: SqlProblemInput): ProblemRecord {
  const { starter, solution, hints, ...rest } = input;
  return {
    ...rest,
    sqlSetup: input.testCases.find((c) => c.sample)?.sqlSetup,
    starterCode: { sqlite: starter, psql: starter },
    referenceSolutions: { sqlite: solution, psql: solution },
    hints: hints.map((content, index) => ({ id: `h${index + 1}`, content })),
  };
}
