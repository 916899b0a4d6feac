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
