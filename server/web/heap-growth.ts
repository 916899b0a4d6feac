import v8 from "node:v8";

/**
 * How far V8 lets the web server's heap grow past what a major GC found alive, in percent
 * (docs/decisions/057). V8's own rule grows it up to 4× when its collections are quick, so a
 * flood of renders took a heap of ~100 MB of live data to 350-380 MB, which it then kept when
 * idle. At 1.5× the same flood peaks at ~280 MB of RSS for no measurable CPU (npm run bench, M1).
 */
export const DEFAULT_HEAP_GROWTH_PERCENT = 50;

/** WEB_HEAP_GROWTH_PERCENT: a whole number from 0 (V8's own rule) to 400; else an error. */
export function heapGrowthPercentOf(raw: string | undefined): number | Error {
  if (raw === undefined || raw === "") return DEFAULT_HEAP_GROWTH_PERCENT;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 400)
    return new Error("WEB_HEAP_GROWTH_PERCENT must be a whole number from 0 to 400");
  return value;
}

/** Sets V8's heap growth for this process (read at each major GC, so it holds from now on). */
export function boundHeapGrowth(percent: number): void {
  if (percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
