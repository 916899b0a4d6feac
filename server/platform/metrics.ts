import type { ServerResponse } from "node:http";
import { counter, gauge, histogram } from "../shared/metrics";
import type { ExecutionPool } from "./execution/types";

/** The platform's own metrics (PLATFORM_METRICS_PORT, decision 050). */
/** The pools of the platforms running in this process (tests start several): the gauges sum them. */
const livePools = new Set<ExecutionPool>();
const poolSum = (pick: (stats: ReturnType<ExecutionPool["stats"]>) => number | undefined) =>
  [...livePools].reduce((sum, pool) => sum + (pick(pool.stats()) ?? 0), 0);
gauge({
  name: "platform_runner_queue_length",
  help: "Runs waiting for a code worker or a Judge0 place",
  labelNames: ["runner"],
  collect() {
    this.set(
      { runner: "workers" },
      poolSum((stats) => stats.queued),
    );
    this.set(
      { runner: "judge0" },
      poolSum((stats) => stats.judge0Waiting),
    );
  },
});
gauge({
  name: "platform_runner_busy",
  help: "Runs being executed now",
  labelNames: ["runner"],
  collect() {
    this.set(
      { runner: "workers" },
      poolSum((stats) => stats.busy),
    );
    this.set(
      { runner: "judge0" },
      poolSum((stats) => stats.judge0Active),
    );
  },
});
const platformRequests = counter({
  name: "platform_http_requests_total",
  help: "Calls answered, by status",
  labelNames: ["status"],
});
const platformSeconds = histogram({
  name: "platform_http_request_duration_seconds",
  help: "Time to answer a call",
});

/** A platform's pool counts in the runner gauges while it runs. */
export function watchPool(pool: ExecutionPool): void {
  livePools.add(pool);
}

export function unwatchPool(pool: ExecutionPool): void {
  livePools.delete(pool);
}

/** One answered call: its status ("aborted" when the client left first) and its time. */
export function countRequest(res: ServerResponse, started: number): void {
  platformRequests.inc({ status: res.writableFinished ? String(res.statusCode) : "aborted" });
  platformSeconds.observe((performance.now() - started) / 1000);
}
