import { getEnv } from "./env.server";

/** Server-Timing entries for one request (Hydrogen and Epic Stack do the same). */
export type Timings = Map<string, { dur: number; desc?: string }>;

export function makeTimings(): Timings {
  return new Map();
}

export async function time<T>(
  timings: Timings,
  name: string,
  fn: () => Promise<T>,
  desc?: string,
): Promise<T> {
  const start = performance.now();
  try {
    return await fn();
  } finally {
    const prev = timings.get(name);
    timings.set(name, { dur: (prev?.dur ?? 0) + (performance.now() - start), desc });
  }
}

export function serverTimingHeader(timings: Timings): string {
  return [...timings]
    .map(([name, { dur, desc }]) => {
      const safeName = name.replace(/[^a-zA-Z0-9_-]/g, "_");
      const d = desc ? `;desc="${desc.replace(/["\\]/g, "")}"` : "";
      return `${safeName};dur=${dur.toFixed(1)}${d}`;
    })
    .join(", ");
}

/**
 * Server-Timing only when SERVER_TIMING=true: the durations tell an outsider how long upstream
 * calls take (a timing side channel), so operators switch them on when they look.
 */
export function setServerTiming(headers: Headers, timings: Timings): void {
  if (getEnv().SERVER_TIMING) headers.set("Server-Timing", serverTimingHeader(timings));
  else headers.delete("Server-Timing");
}
