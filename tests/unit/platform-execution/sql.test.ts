import { describe, expect, it } from "vitest";
import { expectMeasured, RUN_TIMEOUT, usePool } from "./fixture";

const setup = [
  "CREATE TABLE t (a INTEGER, b TEXT, c REAL);",
  "INSERT INTO t VALUES (1, NULL, 2.0), (2, 'x', 0.5);",
].join("\n");

/** SQLite (sql.js) and PostgreSQL (PGlite): the sqlite3 CLI's and `psql -At`'s output. */
describe("SQL", { timeout: RUN_TIMEOUT }, () => {
  const { run } = usePool();

  describe("SQLite in sql.js", () => {
    it("prints the last result's rows, | between columns, NULL empty, numbers as SQLite does", async () => {
      const outcome = await run("sqlite", "SELECT 1;\nSELECT a, b, c FROM t ORDER BY a;", {
        setup,
      });
      expect(outcome).toMatchObject({ kind: "ok", stdout: "1||2.0\n2|x|0.5\n", stderr: "" });
      expectMeasured(outcome);
    });

    it("carries the shown rows as a table with their column names beside the text", async () => {
      const outcome = await run(
        "sqlite",
        "SELECT 1 AS one;\nSELECT a, b AS label FROM t ORDER BY a;",
        {
          setup,
        },
      );
      expect(outcome).toMatchObject({
        kind: "ok",
        stdout: "1|\n2|x\n",
        table: {
          columns: ["a", "label"],
          rows: [
            ["1", null],
            ["2", "x"],
          ],
        },
      });
      expect(await run("sqlite", "SELECT a FROM t WHERE a > 5;", { setup })).toMatchObject({
        stdout: "",
        table: { columns: ["a"], rows: [] },
      });
      expect(await run("sqlite", "CREATE TABLE u (a);")).not.toHaveProperty("table");
    });

    it("a table stops where the text's output cap stops it", async () => {
      const rows =
        "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT x FROM n;";
      const outcome = await run("sqlite", rows, { limits: { outputBytes: 100 } });
      const table = (outcome as { table?: { rows: unknown[][] } }).table;
      const stdout = (outcome as { stdout: string }).stdout;
      // Whole lines only: a row cut by the cap is in neither.
      const wholeLines = (stdout.match(/\n/g) ?? []).length;
      expect(wholeLines).toBeGreaterThan(0);
      expect(table?.rows.length).toBe(wholeLines);
    });

    it("a statement that returns no columns leaves the previous result", async () => {
      expect(
        await run("sqlite", "SELECT count(*) FROM t; DELETE FROM t;", { setup }),
      ).toMatchObject({ kind: "ok", stdout: "2\n" });
    });

    it("an SQL error is a runtime error with SQLite's message", async () => {
      expect(await run("sqlite", "SELEC 1;")).toMatchObject({
        kind: "runtime-error",
        message: 'near "SELEC": syntax error',
      });
      expect(await run("sqlite", "SELECT * FROM missing;")).toMatchObject({
        kind: "runtime-error",
        message: "no such table: missing",
      });
    });

    it("each run has a new database; attached files are refused", async () => {
      await run("sqlite", "CREATE TABLE leftover (a);");
      expect(await run("sqlite", "SELECT * FROM leftover;")).toMatchObject({
        kind: "runtime-error",
      });
      expect(await run("sqlite", "ATTACH 'keep.db' AS keep;")).toMatchObject({
        kind: "runtime-error",
      });
    });

    it("a runaway query ends with time-limit and the pool keeps working", async () => {
      const endless =
        "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT count(*) FROM n;";
      expect(await run("sqlite", endless, { limits: { wallMs: 500 } })).toMatchObject({
        kind: "time-limit",
      });
      expect(await run("sqlite", "SELECT 6 * 7;")).toMatchObject({ kind: "ok", stdout: "42\n" });
    });

    it("endless rows are output-limit", async () => {
      const rows =
        "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT x FROM n;";
      expect(await run("sqlite", rows, { limits: { outputBytes: 100 } })).toMatchObject({
        kind: "output-limit",
      });
    });
  });

  describe("PostgreSQL in PGlite", () => {
    it("prints the last result's rows as psql -At: NULL empty, booleans t/f", async () => {
      const outcome = await run(
        "psql",
        "SELECT a, b, a > 1, 1.50::numeric, '{\"k\": 1}'::json FROM t ORDER BY a;",
        { setup: "CREATE TABLE t (a int, b text); INSERT INTO t VALUES (1, NULL), (2, 'x');" },
      );
      expect(outcome).toMatchObject({
        kind: "ok",
        stdout: '1||f|1.50|{"k": 1}\n2|x|t|1.50|{"k": 1}\n',
        table: {
          columns: ["a", "b", "?column?", "numeric", "json"],
          rows: [
            ["1", null, "f", "1.50", '{"k": 1}'],
            ["2", "x", "t", "1.50", '{"k": 1}'],
          ],
        },
      });
      expectMeasured(outcome);
    });

    it("an SQL error is a runtime error with Postgres' message", async () => {
      expect(await run("psql", "SELECT 1 / 0;")).toMatchObject({
        kind: "runtime-error",
        message: "division by zero",
      });
    });

    it("nothing leaks between runs: a table created in one is gone in the next", async () => {
      expect(await run("psql", "CREATE TABLE leftover (a int); SELECT 1;")).toMatchObject({
        kind: "ok",
      });
      // Both workers, so that the run cannot have missed the one that ran the first.
      for (const outcome of await Promise.all([
        run("psql", "SELECT * FROM leftover;"),
        run("psql", "SELECT * FROM leftover;"),
      ])) {
        expect(outcome).toMatchObject({
          kind: "runtime-error",
          message: 'relation "leftover" does not exist',
        });
      }
    });

    it("each database starts small, from the template's own database (decision 062)", async () => {
      // 16 MB of shared buffers instead of PGlite's compiled-in 128 MB: a faster start, 34 MB held.
      const code = "SHOW shared_buffers; SELECT current_database(), count(*) FROM pg_database;";
      expect(await run("psql", code)).toMatchObject({ kind: "ok", stdout: "template1|3\n" });
      expect(await run("psql", "SHOW shared_buffers;")).toMatchObject({ stdout: "16MB\n" });
    });
  });
});
