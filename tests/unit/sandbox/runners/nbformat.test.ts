import { describe, expect, it } from "vitest";
import {
  insertCellAfter,
  moveCell,
  removeCell,
  updateCell,
} from "~/sandbox/runners/notebook/cell-list";
import {
  emptyCell,
  parseNotebook,
  serializeNotebook,
  tableText,
  toLines,
} from "~/sandbox/runners/notebook/nbformat";

/** A notebook as Jupyter 7 writes it: sources as arrays of lines, outputs of each kind. */
const JUPYTER_FILE = JSON.stringify({
  cells: [
    {
      cell_type: "markdown",
      id: "intro",
      metadata: {},
      source: ["# Lists\n", "\n", "A list keeps *order*."],
    },
    {
      cell_type: "code",
      execution_count: 1,
      id: "make",
      metadata: { tags: ["setup"] },
      outputs: [{ name: "stdout", output_type: "stream", text: ["[1, 2]\n"] }],
      source: ["numbers = [1, 2]\n", "print(numbers)"],
    },
    {
      cell_type: "code",
      execution_count: 2,
      id: "fail",
      metadata: {},
      outputs: [
        {
          ename: "NameError",
          evalue: "name 'x' is not defined",
          output_type: "error",
          traceback: ["\u001b[0;31mNameError\u001b[0m: name 'x' is not defined"],
        },
        {
          output_type: "execute_result",
          execution_count: 2,
          data: { "text/plain": ["3"] },
          metadata: {},
        },
      ],
      source: "x",
    },
    { cell_type: "raw", id: "raw-1", metadata: {}, source: "as is" },
  ],
  metadata: {
    kernelspec: { display_name: "Python 3 (ipykernel)", language: "python", name: "python3" },
    language_info: { name: "python", version: "3.12.1" },
  },
  nbformat: 4,
  nbformat_minor: 5,
});

describe("reading a notebook (nbformat 4)", () => {
  it("reads a real Jupyter file: sources as lines or a string, outputs of each kind", () => {
    const { cells, notices, metadata } = parseNotebook(JUPYTER_FILE);
    expect(notices).toEqual([]);
    expect(cells.map((cell) => [cell.id, cell.kind, cell.source, cell.executionCount])).toEqual([
      ["intro", "markdown", "# Lists\n\nA list keeps *order*.", null],
      ["make", "code", "numbers = [1, 2]\nprint(numbers)", 1],
      ["fail", "code", "x", 2],
      ["raw-1", "raw", "as is", null],
    ]);
    expect(cells[1].outputs).toEqual([{ kind: "stream", name: "stdout", text: "[1, 2]\n" }]);
    expect(cells[1].metadata).toEqual({ tags: ["setup"] });
    expect(cells[2].outputs).toEqual([
      {
        kind: "error",
        name: "NameError",
        message: "name 'x' is not defined",
        traceback: ["\u001b[0;31mNameError\u001b[0m: name 'x' is not defined"],
      },
      { kind: "stream", name: "stdout", text: "3" },
    ]);
    expect(metadata).toMatchObject({ language_info: { version: "3.12.1" } });
  });

  it("opens an empty or unreadable file as one empty code cell, saying why", () => {
    for (const [text, notice] of [
      ["", undefined],
      ["{not json", /not valid JSON/],
      ['{"cells": "no"}', /not an nbformat 4 notebook/],
      ["[]", /not an nbformat 4 notebook/],
    ] as const) {
      const parsed = parseNotebook(text);
      expect(parsed.cells).toHaveLength(1);
      expect(parsed.cells[0]).toMatchObject({ kind: "code", source: "", outputs: [] });
      if (notice) expect(parsed.notices[0]).toMatch(notice);
      else expect(parsed.notices).toEqual([]);
    }
  });

  it("leaves out unknown cell types with a notice, and gives cells without an id one", () => {
    const parsed = parseNotebook(
      JSON.stringify({
        nbformat: 4,
        nbformat_minor: 2,
        metadata: {},
        cells: [
          { cell_type: "widget", source: "?" },
          { cell_type: "code", source: "1", outputs: [] },
          { cell_type: "code", id: "bad id!", source: "2", outputs: [] },
          "junk",
        ],
      }),
    );
    expect(parsed.cells.map((cell) => cell.source)).toEqual(["1", "2"]);
    expect(parsed.cells.every((cell) => /^[\w-]{1,64}$/.test(cell.id))).toBe(true);
    expect(new Set(parsed.cells.map((cell) => cell.id)).size).toBe(2);
    expect(parsed.notices).toEqual([
      'Cell 1 (type "widget") is not a code, markdown or raw cell and was left out.',
      "Cell 4 was not a cell and was left out.",
    ]);
  });
});

describe("writing a notebook (nbformat 4.5)", () => {
  it("writes nbformat 4.5 with the python3 kernelspec and sources as lines", () => {
    const cell = { ...emptyCell("code", "a = 1\nprint(a)\n"), id: "one" };
    const written = JSON.parse(serializeNotebook([cell]));
    expect(written).toEqual({
      cells: [
        {
          id: "one",
          cell_type: "code",
          metadata: {},
          source: ["a = 1\n", "print(a)\n"],
          execution_count: null,
          outputs: [],
        },
      ],
      metadata: {
        kernelspec: { name: "python3", display_name: "Python 3", language: "python" },
        language_info: { name: "python" },
      },
      nbformat: 4,
      nbformat_minor: 5,
    });
  });

  it("writes outputs in nbformat's shapes; a table is an execute_result with text/plain", () => {
    const cell = {
      ...emptyCell("code", "df"),
      executionCount: 3,
      outputs: [
        { kind: "stream" as const, name: "stderr" as const, text: "warn\nmore" },
        { kind: "table" as const, columns: ["name", "n"], rows: [["pen", "2"]] },
        { kind: "error" as const, name: "ValueError", message: "bad", traceback: ["tb"] },
      ],
    };
    const [written] = JSON.parse(serializeNotebook([cell])).cells;
    expect(written.outputs).toEqual([
      { output_type: "stream", name: "stderr", text: ["warn\n", "more"] },
      {
        output_type: "execute_result",
        execution_count: 3,
        data: { "text/plain": ["name  n\n", "pen   2"] },
        metadata: { sandbox_table: { columns: ["name", "n"], rows: [["pen", "2"]] } },
      },
      { output_type: "error", ename: "ValueError", evalue: "bad", traceback: ["tb"] },
    ]);
  });

  it("gives back the same cells after a round trip (file → cells → file → cells)", () => {
    const first = parseNotebook(JUPYTER_FILE);
    const text = serializeNotebook(first.cells, first.metadata);
    const second = parseNotebook(text);
    expect(second.cells).toEqual(first.cells);
    expect(serializeNotebook(second.cells, second.metadata)).toBe(text);
    const table = { kind: "table" as const, columns: ["a"], rows: [["1"]] };
    const withTable = [{ ...emptyCell("code", "t"), outputs: [table], executionCount: 1 }];
    expect(parseNotebook(serializeNotebook(withTable)).cells).toEqual(withTable);
  });

  it("splits text into nbformat lines", () => {
    expect(toLines("")).toEqual([]);
    expect(toLines("a")).toEqual(["a"]);
    expect(toLines("a\n\nb\n")).toEqual(["a\n", "\n", "b\n"]);
    expect(tableText(["x", "long"], [["1", ""]])).toBe("x  long\n1");
  });
});

describe("editing the list of cells", () => {
  const [a, b, c] = ["a", "b", "c"].map((id) => ({ ...emptyCell(), id }));
  const ids = (cells: { id: string }[]) => cells.map((cell) => cell.id);

  it("adds after a cell or at the end, moves within bounds, deletes, updates", () => {
    const d = { ...emptyCell(), id: "d" };
    expect(ids(insertCellAfter([a, b], "a", d))).toEqual(["a", "d", "b"]);
    expect(ids(insertCellAfter([a, b], undefined, d))).toEqual(["a", "b", "d"]);
    expect(ids(moveCell([a, b, c], "c", -1))).toEqual(["a", "c", "b"]);
    expect(ids(moveCell([a, b, c], "a", -1))).toEqual(["a", "b", "c"]);
    expect(ids(moveCell([a, b, c], "a", 1))).toEqual(["b", "a", "c"]);
    expect(ids(removeCell([a, b], "a"))).toEqual(["b"]);
    expect(updateCell([a, b], "b", { source: "x" })[1].source).toBe("x");
  });

  it("keeps one empty code cell when the last one is deleted", () => {
    const [left] = removeCell([a], "a");
    expect(left).toMatchObject({ kind: "code", source: "" });
    expect(left.id).not.toBe("a");
  });
});
