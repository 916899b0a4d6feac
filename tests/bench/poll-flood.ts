/**
 * bench:outage's status-poll flood (issue 43): one visitor address keeps 200 compiler-status
 * polls in flight for a run that loops (each poll held upstream while the run is pending,
 * decision 053; poll-flooder.ts, a process of its own) while a signed-in learner on another
 * address loads /about-us from this process (6 s, and at least 10 loads). Gives the learner's
 * p50, p95 and worst and what the flood was answered. Printed, never asserted.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import type { Browser } from "../integration/auth/browser";
import type { Stack } from "../support/stack";
import { percentile } from "./stats";

const FLOOD_MS = 6_000;
/** The learner's loads counted at least (past FLOOD_MS if need be, up to MAX_FLOOD_MS). */
const MIN_LOADS = 10;
const MAX_FLOOD_MS = 20_000;

export interface PollFlood {
  p50Ms: number;
  p95Ms: number;
  worstMs: number;
  loads: number;
  /** What the flood's polls were answered, e.g. "1200× 200, 300× 429". */
  answered: string;
}

export async function pollFlood(
  stack: Pick<Stack, "bffUrl">,
  learner: Browser,
  flooderAddress: string,
): Promise<PollFlood> {
  const flooder = spawn(
    process.execPath,
    ["--import", "tsx", path.join(__dirname, "poll-flooder.ts")],
    {
      cwd: path.resolve(__dirname, "../.."),
      env: { ...process.env, FLOOD_BFF_URL: stack.bffUrl, FLOOD_ADDRESS: flooderAddress },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    },
  );
  try {
    await once(flooder, "message");
    const begun = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 500)); // the flood in flight first
    const times: number[] = [];
    for (;;) {
      const elapsed = Date.now() - begun;
      if (elapsed > MAX_FLOOD_MS || (elapsed > FLOOD_MS && times.length >= MIN_LOADS)) break;
      const started = performance.now();
      await (await learner.get("/about-us")).arrayBuffer();
      times.push(performance.now() - started);
    }
    const counted = once(flooder, "message");
    flooder.send("stop");
    const [answers] = (await counted) as [Record<string, number>];
    return {
      p50Ms: percentile(times, 50),
      p95Ms: percentile(times, 95),
      worstMs: Math.max(...times),
      loads: times.length,
      answered: Object.entries(answers)
        .map(([status, count]) => `${count}× ${status}`)
        .join(", "),
    };
  } finally {
    flooder.kill("SIGKILL");
  }
}

export async function pollFloodRow(
  stack: Pick<Stack, "bffUrl">,
  learner: Browser,
  flooderAddress: string,
): Promise<string> {
  const flood = await pollFlood(stack, learner, flooderAddress);
  return (
    `signed-in /about-us p50 ${flood.p50Ms.toFixed(0)} ms, worst ` +
    `${flood.worstMs.toFixed(0)} ms (${flood.loads} loads); flood answered ${flood.answered}`
  );
}
