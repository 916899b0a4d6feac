/**
 * What every runtime answers with: a run's stdout and stderr kept up to a byte cap, and the
 * outcome shapes of types.ts.
 */
export const OUTPUT_LIMIT = "Output limit exceeded";
export const MEMORY_LIMIT = "Memory limit exceeded";
export const TIME_LIMIT = "Time limit exceeded";

/** A problem's setup SQL failed: the platform's fault (internal-error), not the learner's. */
export class SetupError extends Error {
  constructor(cause) {
    super(`The problem's setup failed: ${cause?.message ?? cause}`);
  }
}

export class Output {
  constructor(capBytes) {
    this.cap = capBytes;
    this.size = 0;
    this.stdout = "";
    this.stderr = "";
    this.overflowed = false;
  }

  /** Appends text; answers false once the cap is passed (the runtime then stops the program). */
  write(stream, text) {
    if (this.overflowed) return false;
    const bytes = Buffer.byteLength(text);
    if (this.size + bytes <= this.cap) {
      this.size += bytes;
      this[stream] += text;
      return true;
    }
    const room = Math.max(0, this.cap - this.size);
    // A cut through a multi-byte character would leave U+FFFD: drop the partial character.
    this[stream] += Buffer.from(text)
      .subarray(0, room)
      .toString("utf8")
      .replace(/\uFFFD$/, "");
    this.size = this.cap;
    this.overflowed = true;
    return false;
  }
}

/**
 * SQL rows: stdout as the CLIs print them, and beside it the table (column names, rows) that a
 * page shows with headers (docs/contract.md "SQL result tables"). Rows count against the same cap.
 */
export class TableOutput extends Output {
  constructor(capBytes, columns) {
    super(capBytes);
    this.columns = columns.map(String);
    this.rows = [];
  }
}

/** The outcome of a run that got as far as running: `kind`, `message` when not ok, the measures. */
export function outcome(kind, output, timeMs, memoryKb, message) {
  const measured = {
    stdout: output.stdout,
    stderr: output.stderr,
    timeMs: Math.max(0, Math.round(timeMs || 0)),
    memoryKb: Math.max(0, Math.round(memoryKb || 0)),
    ...(output.columns ? { table: { columns: output.columns, rows: output.rows } } : {}),
  };
  if (kind === "ok") return { kind, ...measured };
  const fixed = {
    "output-limit": OUTPUT_LIMIT,
    "memory-limit": MEMORY_LIMIT,
    "time-limit": TIME_LIMIT,
  };
  return { kind, message: fixed[kind] ?? message ?? "", ...measured };
}

/** SQL results as the sqlite3 CLI and `psql -At` print them: `|` between columns, NULL empty. */
export function writeRow(output, cells) {
  const written = output.write("stdout", cells.map((cell) => cell ?? "").join("|") + "\n");
  if (written && output.rows)
    output.rows.push(cells.map((cell) => (cell == null ? null : String(cell))));
  return written;
}

const PAGE_BYTES = 65536;
/** What the run in progress may still grow its WebAssembly memories by (Infinity between runs). */
const budget = { limitBytes: Infinity, grownBytes: 0 };

/**
 * Caps every WebAssembly memory of this worker while a run runs: growing past the run's limit
 * fails the way an exhausted heap does (malloc returns NULL: MemoryError in Python, "out of
 * memory" in SQLite and PostgreSQL), during the run, instead of taking the host's memory first
 * and being noticed afterwards. Emscripten grows its heap from JavaScript (`memory.grow`), so the
 * prototype's method sees every growth of every runtime. Installed once, before the realm seal.
 */
export function capWebAssemblyMemory() {
  const prototype = WebAssembly.Memory.prototype;
  const descriptor = Object.getOwnPropertyDescriptor(prototype, "grow");
  const grow = descriptor.value;
  const { apply } = Reflect;
  Object.defineProperty(prototype, "grow", {
    ...descriptor,
    value: function grow_(pages) {
      const bytes = Number(pages) * PAGE_BYTES;
      if (budget.grownBytes + bytes > budget.limitBytes) {
        throw new RangeError("The run's memory limit is reached");
      }
      const result = apply(grow, this, [pages]);
      budget.grownBytes += bytes;
      return result;
    },
  });
}

/** A run starts: its WebAssembly memories may grow by `limitBytes` in all. */
export function startRunMemory(limitBytes) {
  budget.limitBytes = limitBytes;
  budget.grownBytes = 0;
}

/** The run ended: answers how much its WebAssembly memories grew; growth is free until the next. */
export function endRunMemory() {
  const grown = budget.grownBytes;
  budget.limitBytes = Infinity;
  budget.grownBytes = 0;
  return grown;
}
