import { randomBytes } from "node:crypto";
import type { NotebookCellOutput as NotebookOutput } from "~/contract/sandbox";
import type { ExecutionOutcome } from "../execution/types";

/**
 * One notebook cell as a program of the execution pool. The pool's Python is reset between runs,
 * so the kernel's state is rebuilt: the kernel's earlier successful cells are run again first
 * with their output discarded, then the new cell runs with its output captured (decision 015).
 * The program prints one line, a random marker followed by the cell's outputs as JSON.
 *
 * Like Jupyter, a cell whose last statement is an expression shows its value: a dict of lists or
 * a list of rows (lists or tuples) as a table, anything else as its repr.
 */
const NOTEBOOK_KERNEL = String.raw`def __notebook_cell(encoded, marker):
    import ast, base64, io, json, sys, traceback
    data = json.loads(base64.b64decode(encoded).decode("utf-8"))
    namespace = {"__name__": "__main__", "__builtins__": __builtins__}
    real_out, real_err = sys.stdout, sys.stderr

    class Sink(io.TextIOBase):
        def __init__(self, name, chunks):
            self.name, self.chunks = name, chunks

        def writable(self):
            return True

        def write(self, text):
            if self.chunks is not None and text:
                if self.chunks and self.chunks[-1][0] == self.name:
                    self.chunks[-1][1].append(text)
                else:
                    self.chunks.append((self.name, [text]))
            return len(text)

    def cell_frames(tb):
        frames = [f for f in traceback.extract_tb(tb) if f.filename.startswith("<cell")]
        return traceback.format_list(frames)

    sys.stdout, sys.stderr = Sink("stdout", None), Sink("stderr", None)
    try:
        for index, source in enumerate(data["history"]):
            try:
                exec(compile(source, "<cell %d>" % index, "exec"), namespace)
            except Exception:
                pass
    finally:
        sys.stdout, sys.stderr = real_out, real_err

    chunks, outputs = [], []
    value = None
    sys.stdout, sys.stderr = Sink("stdout", chunks), Sink("stderr", chunks)
    try:
        tree = ast.parse(data["source"], "<cell>", "exec")
        last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
        exec(compile(tree, "<cell>", "exec"), namespace)
        if last is not None:
            value = eval(compile(ast.Expression(last.value), "<cell>", "eval"), namespace)
    except Exception as error:
        sys.stdout, sys.stderr = real_out, real_err
        if isinstance(error, SyntaxError):
            lines = traceback.format_exception_only(type(error), error)
        else:
            lines = ["Traceback (most recent call last):\n"] + cell_frames(error.__traceback__)
            lines += traceback.format_exception_only(type(error), error)
        error_output = {
            "kind": "error",
            "name": type(error).__name__,
            "message": str(error),
            "traceback": [line.rstrip("\n") for line in lines],
        }
    else:
        error_output = None
    finally:
        sys.stdout, sys.stderr = real_out, real_err

    for name, parts in chunks:
        outputs.append({"kind": "stream", "name": name, "text": "".join(parts)})
    if error_output is not None:
        outputs.append(error_output)
    elif value is not None:
        outputs.append(shown(value))
    print(marker + json.dumps({"ok": error_output is None, "outputs": outputs}))


def shown(value):
    text = lambda item: str(item)[:10000]
    rows = None
    if isinstance(value, dict) and value and all(isinstance(v, (list, tuple)) for v in value.values()):
        columns = [text(key) for key in value][:200]
        height = max(len(v) for v in value.values())
        rows = [[text(v[i]) if i < len(v) else "" for v in value.values()][:200] for i in range(height)]
    elif isinstance(value, (list, tuple)) and value and all(isinstance(r, (list, tuple)) for r in value):
        width = max(len(r) for r in value)
        columns = [str(i) for i in range(width)][:200]
        rows = [[text(r[i]) if i < len(r) else "" for i in range(width)][:200] for r in value]
    if rows is not None:
        return {"kind": "table", "columns": columns, "rows": rows[:1000]}
    return {"kind": "stream", "name": "stdout", "text": repr(value) + "\n"}


__notebook_cell(__NOTEBOOK_INPUT, __NOTEBOOK_MARKER)
`;

export interface NotebookProgram {
  sourceCode: string;
  marker: string;
}

/** The program of one cell, after the kernel's history. */
export function notebookProgram(history: readonly string[], source: string): NotebookProgram {
  const marker = `__notebook_${randomBytes(12).toString("hex")}__`;
  const encoded = Buffer.from(JSON.stringify({ history, source }), "utf8").toString("base64");
  return {
    marker,
    sourceCode: [
      `__NOTEBOOK_INPUT = "${encoded}"`,
      `__NOTEBOOK_MARKER = ${JSON.stringify(marker)}`,
      NOTEBOOK_KERNEL,
    ].join("\n"),
  };
}

export interface CellResult {
  /** The cell ran without an error: the kernel keeps it in its history. */
  ok: boolean;
  outputs: NotebookOutput[];
}

const errorOutput = (name: string, message: string): NotebookOutput => ({
  kind: "error",
  name,
  message,
  traceback: [`${name}: ${message}`],
});

/** The cell's outputs from the pool's outcome (the marker line, or what went wrong). */
export function cellResultOf(outcome: ExecutionOutcome, marker: string): CellResult {
  if (outcome.kind === "ok") {
    const line = outcome.stdout
      .split("\n")
      .reverse()
      .find((text) => text.startsWith(marker));
    if (line) {
      try {
        return JSON.parse(line.slice(marker.length)) as CellResult;
      } catch {
        // Fall through: the line was cut (output cap).
      }
    }
    return { ok: false, outputs: [errorOutput("KernelError", "The cell's output was lost")] };
  }
  if (outcome.kind === "time-limit") {
    return { ok: false, outputs: [errorOutput("TimeoutError", outcome.message)] };
  }
  if (outcome.kind === "output-limit") {
    return { ok: false, outputs: [errorOutput("OutputLimitError", outcome.message)] };
  }
  if (outcome.kind === "memory-limit") {
    return { ok: false, outputs: [errorOutput("MemoryError", outcome.message)] };
  }
  return { ok: false, outputs: [errorOutput("KernelError", outcome.message)] };
}
