/**
 * Collects a run's stdout and stderr up to a byte cap; past it the run is stopped by its runtime
 * (the caller checks `overflowed`) and the output kept is cut at the cap.
 */
export class Output {
  constructor(capBytes) {
    this.cap = capBytes;
    this.size = 0;
    this.stdout = "";
    this.stderr = "";
    this.overflowed = false;
  }

  /** Appends text; answers false once the cap is passed (the caller stops the program). */
  write(stream, text) {
    if (this.overflowed) return false;
    const bytes = Buffer.byteLength(text);
    if (this.size + bytes > this.cap) {
      const room = Math.max(0, this.cap - this.size);
      this[stream] += Buffer.from(text).subarray(0, room).toString("utf8");
      this.size = this.cap;
      this.overflowed = true;
      return false;
    }
    this.size += bytes;
    this[stream] += text;
    return true;
  }
}

export const OUTPUT_LIMIT = "Output limit exceeded";
export const MEMORY_LIMIT = "Memory limit exceeded";
export const TIME_LIMIT = "Time limit exceeded";
