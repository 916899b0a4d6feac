import type { NotebookOutput } from "~/sandbox/runner-types";

/**
 * The notebook as nbformat 4 JSON, in and out, free of React. Reading accepts real Jupyter files
 * (sources and texts as a string or an array of lines, any minor version); writing gives
 * nbformat 4.5: cell ids, sources as lines, kernelspec python3, outputs in nbformat's shapes.
 */
export type CellKind = "code" | "markdown" | "raw";

export interface NotebookCell {
  id: string;
  kind: CellKind;
  source: string;
  outputs: NotebookOutput[];
  executionCount: number | null;
  /** The cell's own metadata, kept as it came. */
  metadata: Record<string, unknown>;
}

export interface ParsedNotebook {
  cells: NotebookCell[];
  /** The notebook's metadata, kept (the kernelspec is set when written). */
  metadata: Record<string, unknown>;
  /** What the learner should know: an unreadable file, dropped cells. */
  notices: string[];
}

/** Where a table output's rows are kept in an execute_result (text/plain is for Jupyter). */
const TABLE_METADATA_KEY = "sandbox_table";

export const KERNELSPEC = { name: "python3", display_name: "Python 3", language: "python" };

let idCounter = 0;
/** A cell id nbformat 4.5 accepts (letters, digits, - and _; 1 to 64 characters). */
export function newCellId(): string {
  idCounter += 1;
  const random =
    typeof crypto !== "undefined" && "randomUUID" in crypto
      ? crypto.randomUUID().replace(/-/g, "").slice(0, 12)
      : Math.random().toString(36).slice(2, 14);
  return `cell-${random}-${idCounter}`;
}

export function emptyCell(kind: CellKind = "code", source = ""): NotebookCell {
  return { id: newCellId(), kind, source, outputs: [], executionCount: null, metadata: {} };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** nbformat's "multiline string": a string or an array of strings. */
function multiline(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.filter((part) => typeof part === "string").join("");
  return "";
}

/** A text as nbformat writes it: lines, each but the last ending with its newline. */
export function toLines(text: string): string[] {
  if (text === "") return [];
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

function readTable(value: unknown): NotebookOutput | undefined {
  if (!isRecord(value) || !Array.isArray(value.columns) || !Array.isArray(value.rows)) return;
  const columns = value.columns.map(String);
  const rows = value.rows.filter(Array.isArray).map((row: unknown[]) => row.map(String));
  return { kind: "table", columns, rows };
}

function readOutput(raw: unknown): NotebookOutput | undefined {
  if (!isRecord(raw)) return undefined;
  switch (raw.output_type) {
    case "stream":
      return {
        kind: "stream",
        name: raw.name === "stderr" ? "stderr" : "stdout",
        text: multiline(raw.text),
      };
    case "error":
      return {
        kind: "error",
        name: typeof raw.ename === "string" ? raw.ename : "Error",
        message: typeof raw.evalue === "string" ? raw.evalue : "",
        traceback: Array.isArray(raw.traceback) ? raw.traceback.map(String) : [],
      };
    case "execute_result":
    case "display_data": {
      const table = isRecord(raw.metadata)
        ? readTable(raw.metadata[TABLE_METADATA_KEY])
        : undefined;
      if (table) return table;
      const text = isRecord(raw.data) ? multiline(raw.data["text/plain"]) : "";
      return text ? { kind: "stream", name: "stdout", text } : undefined;
    }
    default:
      return undefined;
  }
}

function readCell(
  raw: unknown,
  index: number,
  notices: string[],
  seen: Set<string>,
): NotebookCell | undefined {
  if (!isRecord(raw)) {
    notices.push(`Cell ${index + 1} was not a cell and was left out.`);
    return undefined;
  }
  const kind = raw.cell_type;
  if (kind !== "code" && kind !== "markdown" && kind !== "raw") {
    notices.push(
      `Cell ${index + 1} (type "${String(kind)}") is not a code, markdown or raw cell and was left out.`,
    );
    return undefined;
  }
  const id =
    typeof raw.id === "string" && /^[\w-]{1,64}$/.test(raw.id) && !seen.has(raw.id)
      ? raw.id
      : newCellId();
  seen.add(id);
  const outputs =
    kind === "code" && Array.isArray(raw.outputs)
      ? raw.outputs
          .map(readOutput)
          .filter((output): output is NotebookOutput => output !== undefined)
      : [];
  const count = raw.execution_count;
  return {
    id,
    kind,
    source: multiline(raw.source),
    outputs,
    executionCount: kind === "code" && typeof count === "number" ? count : null,
    metadata: isRecord(raw.metadata) ? raw.metadata : {},
  };
}

/** The notebook in `text`; an empty or unreadable one becomes one empty code cell (with a notice). */
export function parseNotebook(text: string): ParsedNotebook {
  const blank = (notice?: string): ParsedNotebook => ({
    cells: [emptyCell()],
    metadata: {},
    notices: notice ? [notice] : [],
  });
  if (text.trim() === "") return blank();
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return blank("The notebook file is not valid JSON: it was opened as a new notebook.");
  }
  if (!isRecord(raw) || !Array.isArray(raw.cells)) {
    return blank(
      "The notebook file is not an nbformat 4 notebook: it was opened as a new notebook.",
    );
  }
  const notices: string[] = [];
  if (raw.nbformat !== 4) {
    notices.push(
      `This notebook is nbformat ${String(raw.nbformat)}; it will be saved as nbformat 4.`,
    );
  }
  const seen = new Set<string>();
  const cells = raw.cells
    .map((cell, index) => readCell(cell, index, notices, seen))
    .filter((cell): cell is NotebookCell => cell !== undefined);
  if (cells.length === 0) cells.push(emptyCell());
  return { cells, metadata: isRecord(raw.metadata) ? raw.metadata : {}, notices };
}

/** A table as text, for Jupyter and other readers of the file (columns padded). */
export function tableText(columns: string[], rows: string[][]): string {
  const widths = columns.map((column, c) =>
    Math.max(column.length, ...rows.map((row) => (row[c] ?? "").length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, c) => (cell ?? "").padEnd(widths[c]))
      .join("  ")
      .trimEnd();
  return [line(columns), ...rows.map(line)].join("\n");
}

function writeOutput(
  output: NotebookOutput,
  executionCount: number | null,
): Record<string, unknown> {
  switch (output.kind) {
    case "stream":
      return { output_type: "stream", name: output.name, text: toLines(output.text) };
    case "error":
      return {
        output_type: "error",
        ename: output.name,
        evalue: output.message,
        traceback: output.traceback,
      };
    case "table":
      return {
        output_type: "execute_result",
        execution_count: executionCount,
        data: { "text/plain": toLines(tableText(output.columns, output.rows)) },
        metadata: { [TABLE_METADATA_KEY]: { columns: output.columns, rows: output.rows } },
      };
  }
}

function writeCell(cell: NotebookCell): Record<string, unknown> {
  const base = {
    id: cell.id,
    cell_type: cell.kind,
    metadata: cell.metadata,
    source: toLines(cell.source),
  };
  if (cell.kind !== "code") return base;
  return {
    ...base,
    execution_count: cell.executionCount,
    outputs: cell.outputs.map((output) => writeOutput(output, cell.executionCount)),
  };
}

/** The notebook as nbformat 4.5 JSON (one-space indent, as Jupyter writes it). */
export function serializeNotebook(
  cells: readonly NotebookCell[],
  metadata: Record<string, unknown> = {},
): string {
  const languageInfo = isRecord(metadata.language_info) ? metadata.language_info : {};
  const notebook = {
    cells: cells.map(writeCell),
    metadata: {
      ...metadata,
      kernelspec: KERNELSPEC,
      language_info: { ...languageInfo, name: "python" },
    },
    nbformat: 4,
    nbformat_minor: 5,
  };
  return `${JSON.stringify(notebook, null, 1)}\n`;
}
