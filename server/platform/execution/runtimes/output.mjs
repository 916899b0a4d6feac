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

/** The outcome of a run that got as far as running: `kind`, `message` when not ok, the measures. */
export function outcome(kind, output, timeMs, memoryKb, message) {
  const measured = {
    stdout: output.stdout,
    stderr: output.stderr,
    timeMs: Math.max(0, Math.round(timeMs || 0)),
    memoryKb: Math.max(0, Math.round(memoryKb || 0)),
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
  return output.write("stdout", cells.map((cell) => cell ?? "").join("|") + "\n");
}

/**
 * Caps a WebAssembly memory: growing past `limitBytes()` fails the way an exhausted heap does
 * (malloc returns NULL: MemoryError in Python, "out of memory" in SQLite), instead of taking the
 * host's memory first and being noticed afterwards.
 */
export function capMemory(memory, limitBytes) {
  const grow = memory.grow;
  memory.grow = function (pages) {
    if (memory.buffer.byteLength + pages * 65536 > limitBytes()) {
      throw new RangeError("The run's memory limit is reached");
    }
    return grow.call(memory, pages);
  };
}
