/**
 * bench:outage's status-poll flood (issue 43): one visitor address keeps 200 compiler-status
 * polls in flight for a run that loops (each poll held upstream while the run is pending,
 * decision 053) while a signed-in learner on another address loads /about-us. Prints the
 * learner's p50 and worst and what the flood was answered. Printed, never asserted.
 */
import type { Browser } from "../integration/auth/browser";
import { percentile } from "./stats";

const FLOOD = 200;
const FLOOD_MS = 6_000;

export async function pollFloodRow(flooder: Browser, learner: Browser): Promise<string> {
  await flooder.get("/login");
  const csrf = flooder.csrf();
  const started = await flooder.post(
    "/api/code",
    { csrf, intent: "compiler-run", sourceCode: "while (true) {}", languageId: "javascript12" },
    { accept: "application/json" },
  );
  const token = String(((await started.json()) as { token?: unknown }).token);
  const answers = new Map<number, number>();
  const until = Date.now() + FLOOD_MS;
  const poller = async () => {
    while (Date.now() < until) {
      const res = await flooder
        .post(
          "/api/code",
          { csrf, intent: "compiler-status", token },
          { accept: "application/json" },
        )
        .catch(() => undefined);
      await res?.arrayBuffer();
      const status = res?.status ?? 0;
      answers.set(status, (answers.get(status) ?? 0) + 1);
    }
  };
  const flood = Array.from({ length: FLOOD }, poller);
  const times: number[] = [];
  while (Date.now() < until - 500) {
    const begun = performance.now();
    await (await learner.get("/about-us")).arrayBuffer();
    times.push(performance.now() - begun);
  }
  await Promise.all(flood);
  const told = [...answers].map(([status, count]) => `${count}× ${status || "error"}`).join(", ");
  return (
    `signed-in /about-us p50 ${percentile(times, 50).toFixed(0)} ms, worst ` +
    `${Math.max(...times).toFixed(0)} ms (${times.length} loads); flood answered ${told}`
  );
}
