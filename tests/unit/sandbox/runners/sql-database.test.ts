import initSqlJs, { type SqlJsStatic } from "sql.js";
import { beforeAll, describe, expect, it } from "vitest";
import type { SandboxFiles } from "~/contract/sandbox-values";
import {
  buildDatabase,
  lineAndColumn,
  MAX_ROWS,
  runStatements,
  sqlPlan,
} from "~/sandbox/runners/sql/sql-database";

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await initSqlJs();
});

function files(entries: Record<string, string>): SandboxFiles {
  return Object.fromEntries(
    Object.entries(entries).map(([name, code], index) => [name, { id: String(index), code }]),
  );
}

const LESSON = files({
  "query.sql": "SELECT name, price FROM products ORDER BY price;",
  "data.sql": "INSERT INTO products VALUES (1, 'Pen', 2.5), (2, 'Book', 12);",
  "schema.sql": "CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT NOT NULL, price REAL);",
});

describe("which files build the database and which one runs", () => {
  it("runs schema files, then data files, then the other setup files; the query is query.sql", () => {
    expect(
      sqlPlan(["query.sql", "data-2.sql", "views.sql", "data.sql", "schema.sql", "README.md"]),
    ).toEqual({
      setupFiles: ["schema.sql", "data-2.sql", "data.sql", "views.sql"],
      queryFile: "query.sql",
    });
  });

  it("runs the open .sql file when it is not a setup file", () => {
    expect(sqlPlan(["query.sql", "schema.sql", "report.sql"], "report.sql")).toEqual({
      setupFiles: ["schema.sql", "query.sql"],
      queryFile: "report.sql",
    });
    expect(sqlPlan(["query.sql", "schema.sql"], "schema.sql").queryFile).toBe("query.sql");
    expect(sqlPlan(["schema.sql"]).queryFile).toBeUndefined();
  });
});

describe("the LOCAL_SQL database", () => {
  it("is built from the setup files and answers the query as a table", () => {
    const plan = sqlPlan(Object.keys(LESSON));
    const { db, error } = buildDatabase(SQL, LESSON, plan.setupFiles);
    expect(error).toBeUndefined();
    const outcome = runStatements(db, LESSON["query.sql"].code, "query.sql");
    expect(outcome).toEqual({
      results: [
        {
          kind: "rows",
          sql: "SELECT name, price FROM products ORDER BY price;",
          columns: ["name", "price"],
          rows: [
            ["Pen", "2.5"],
            ["Book", "12"],
          ],
          truncated: false,
        },
      ],
    });
    db.close();
  });

  it("gives one result per statement: tables for rows, counts for changes", () => {
    const { db } = buildDatabase(SQL, LESSON, ["schema.sql", "data.sql"]);
    const outcome = runStatements(
      db,
      "UPDATE products SET price = price * 2;\nCREATE TABLE t (x);\nSELECT COUNT(*) AS n FROM products;\nSELECT x FROM t;",
    );
    expect(outcome.error).toBeUndefined();
    expect(outcome.results.map((r) => (r.kind === "rows" ? r.rows : r.rowsChanged))).toEqual([
      2,
      undefined,
      [["2"]],
      [],
    ]);
    db.close();
  });

  it("keeps the query's changes until it is built again from the files (reset)", () => {
    const first = buildDatabase(SQL, LESSON, ["schema.sql", "data.sql"]).db;
    runStatements(first, "DELETE FROM products;");
    const empty = runStatements(first, "SELECT COUNT(*) FROM products;").results[0];
    expect(empty.kind === "rows" && empty.rows).toEqual([["0"]]);
    first.close();
    const reset = buildDatabase(SQL, LESSON, ["schema.sql", "data.sql"]).db;
    const full = runStatements(reset, "SELECT COUNT(*) FROM products;").results[0];
    expect(full.kind === "rows" && full.rows).toEqual([["2"]]);
    reset.close();
  });

  it("shows NULL and blobs as text and cuts long results", () => {
    const db = new SQL.Database();
    const outcome = runStatements(
      db,
      `SELECT NULL AS a, x'0102' AS b;
       WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${MAX_ROWS + 10}) SELECT i FROM n;`,
    );
    const [nulls, many] = outcome.results;
    expect(nulls.kind === "rows" && nulls.rows).toEqual([["NULL", "<BLOB 2 bytes>"]]);
    expect(many.kind === "rows" && [many.rows.length, many.truncated]).toEqual([MAX_ROWS, true]);
    db.close();
  });

  it("stops at the first error, keeping earlier results, with the error's line and column", () => {
    const { db } = buildDatabase(SQL, LESSON, ["schema.sql", "data.sql"]);
    const outcome = runStatements(
      db,
      "SELECT 1;\n-- a comment\nSELECT name\n  FROM  missing_table;\nSELECT 2;",
      "query.sql",
    );
    expect(outcome.results).toHaveLength(1);
    expect(outcome.error).toEqual({
      file: "query.sql",
      message: "no such table: missing_table",
      line: 4,
      column: 9,
    });
    const syntax = runStatements(db, "SELECT 1;\nSELEC name FROM products;");
    expect(syntax.error).toMatchObject({
      message: 'near "SELEC": syntax error',
      line: 2,
      column: 1,
    });
    const column = runStatements(db, "SELECT name, colour FROM products;");
    expect(column.error).toMatchObject({ message: "no such column: colour", line: 1, column: 14 });
    const runtime = runStatements(db, "INSERT INTO products VALUES (1, 'Again', 1);");
    expect(runtime.error).toMatchObject({ line: 1, column: 1 });
    expect(runtime.error?.message).toMatch(/UNIQUE constraint failed/);
    db.close();
  });

  it("says which setup file failed to build", () => {
    const broken = files({ "schema.sql": "CREATE TABLE t (x);\nCREATE TABLEE u (y);" });
    const { db, error } = buildDatabase(SQL, broken, ["schema.sql"]);
    expect(error).toMatchObject({ file: "schema.sql", line: 2, column: 8 });
    db.close();
  });

  it("counts lines and columns from 1", () => {
    expect(lineAndColumn("ab\ncd", 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn("ab\ncd", 4)).toEqual({ line: 2, column: 2 });
  });
});
