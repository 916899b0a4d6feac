import { describe, expect, it } from "vitest";
import { sameResult } from "~server/platform/practice/judge";
import { setupOf, sqlCase, table } from "~server/platform/practice/problems/sql-data";

/**
 * A SQL problem's data is written once as tables (issue 44): the setup both databases run, the
 * tables the statement shows and the expected rows, as text and as a table, all follow from it.
 */
const people = table(
  "people",
  [
    ["id", "INTEGER"],
    ["name", "TEXT"],
    ["team", "TEXT"],
  ],
  [
    [1, "Asha", "Data"],
    [2, "O'Neil", null],
  ],
);

describe("SQL problem data", () => {
  it("makes the setup: id is the key, text quoted, NULL as NULL", () => {
    expect(setupOf([people])).toBe(
      "CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT, team TEXT);\n" +
        "INSERT INTO people (id, name, team) VALUES\n  (1, 'Asha', 'Data'),\n  (2, 'O''Neil', NULL);",
    );
    expect(setupOf([table("empty", [["id", "INTEGER"]], [])])).toBe(
      "CREATE TABLE empty (id INTEGER PRIMARY KEY);",
    );
  });

  it("a sample case shows its tables; every case has its rows as text and as a table", () => {
    const shown = sqlCase(true, [people], ["name", "team"], [["O'Neil", null]]);
    expect(shown.tables).toEqual([
      {
        name: "people",
        columns: ["id", "name", "team"],
        rows: [
          ["1", "Asha", "Data"],
          ["2", "O'Neil", null],
        ],
      },
    ]);
    expect(shown.expected).toBe("O'Neil|");
    expect(shown.expectedTable).toEqual({ columns: ["name", "team"], rows: [["O'Neil", null]] });
    expect(sqlCase(false, [people], ["n"], [[1]]).tables).toBeUndefined();
  });

  it("compares a table cell by cell: NULL is not an empty text, names are not compared", () => {
    const testCase = sqlCase(false, [people], ["name", "team"], [["O'Neil", null]]);
    const output = (rows: (string | null)[][], columns = ["n", "t"]) => ({
      stdout: rows.map((r) => r.map((c) => c ?? "").join("|")).join("\n"),
      table: { columns, rows },
    });
    expect(sameResult(output([["O'Neil", null]]), testCase)).toBe(true);
    // The text would match ("O'Neil|"), the cells do not.
    expect(sameResult(output([["O'Neil", ""]]), testCase)).toBe(false);
    expect(sameResult(output([["O'Neil", null, "x"]], ["a", "b", "c"]), testCase)).toBe(false);
    expect(sameResult(output([]), testCase)).toBe(false);
    // Without a table (a runtime that gave only text), the text decides.
    expect(sameResult({ stdout: "O'Neil|\n" }, testCase)).toBe(true);
  });
});
