import http from "node:http";
import type { AddressInfo } from "node:net";
import v8 from "node:v8";
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
} from "prom-client";

/**
 * Prometheus metrics through prom-client (decisions 050, 064), served by `startMetricsServer` on a
 * listener of their own (METRICS_PORT, PLATFORM_METRICS_PORT), never on the public site. Metrics
 * are prom-client's own Counter, Gauge and Histogram, made through the helpers below so that
 * one name is one metric in the process's one registry.
 */
interface MetricsState {
  registry: Registry;
  /** Default metrics (process, Node.js) collected once per process. */
  defaults: boolean;
  /** The event-loop samplers running, by metric prefix. */
  samplers: Set<string>;
}

// One bundle (decision 060): the web server and the Remix app share this module, so a
// module-level state is the process's one registry.
const state: MetricsState = { registry: new Registry(), defaults: false, samplers: new Set() };

/** The process's registry (what GET /metrics answers). */
export const registry: Registry = state.registry;

/** Seconds: from a cached page (a millisecond) to an upstream time-out (10 s). */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The metric registered under this name, or `make()`'s, registered. */
function registered<M>(name: string, make: () => M): M {
  return (registry.getSingleMetric(name) as M | undefined) ?? make();
}

export function counter<T extends string = string>(config: CounterConfiguration<T>): Counter<T> {
  return registered(config.name, () => new Counter({ ...config, registers: [registry] }));
}

/** A gauge set by its owner, or read at each scrape by its `collect` (queue lengths, states). */
export function gauge<T extends string = string>(config: GaugeConfiguration<T>): Gauge<T> {
  return registered(config.name, () => new Gauge({ ...config, registers: [registry] }));
}

export function histogram<T extends string = string>(
  config: HistogramConfiguration<T>,
): Histogram<T> {
  return registered(
    config.name,
    () => new Histogram({ buckets: LATENCY_BUCKETS, ...config, registers: [registry] }),
  );
}

/** Every registered metric in the text format 0.0.4 (what GET /metrics answers). */
export function exposition(): Promise<string> {
  return registry.metrics();
}

/** How often the event-loop sampler's timer is due. */
const SAMPLE_MS = 100;

/**
 * `${prefix}_event_loop_lag_seconds`, a histogram: every 100 ms a timer notes how late it fired.
 * Counts only grow, so any window's quantile or a count of stalls past a bound is a query away
 * (the gauge of 050 held a p99 that each scrape reset).
 */
function sampleEventLoop(prefix: string): void {
  if (state.samplers.has(prefix)) return;
  state.samplers.add(prefix);
  const lag = histogram({
    name: `${prefix}_event_loop_lag_seconds`,
    help: `How late a ${SAMPLE_MS} ms timer fired: the event loop's delay`,
    buckets: [0.001, ...LATENCY_BUCKETS],
  });
  let due = performance.now() + SAMPLE_MS;
  setInterval(() => {
    const now = performance.now();
    lag.observe(Math.max(0, now - due) / 1000);
    due = now + SAMPLE_MS;
  }, SAMPLE_MS).unref();
}

/**
 * prom-client's default metrics (process CPU, memory, file descriptors; Node.js heap, heap
 * spaces, GC, event loop, handles) and the heap's limit, which their heap figures are read
 * against (the memory alert).
 */
function collectProcessMetrics(): void {
  if (state.defaults) return;
  state.defaults = true;
  collectDefaultMetrics({ register: registry });
  gauge({
    name: "nodejs_heap_size_limit_bytes",
    help: "V8's heap limit (--max-old-space-size and the young generation)",
    collect() {
      this.set(v8.getHeapStatistics().heap_size_limit);
    },
  });
}

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/**
 * GET /metrics on its own port (0: any free one; host: 127.0.0.1 unless METRICS_HOST says
 * otherwise, so that only the scraper's network reaches it), with the process metrics and the
 * event-loop histogram of `prefix`. Everything else is 404.
 */
export async function startMetricsServer(
  port: number,
  options: { host?: string; prefix: string },
): Promise<MetricsServer> {
  collectProcessMetrics();
  sampleEventLoop(options.prefix);
  const server = http.createServer((req, res) => {
    if (req.method === "GET" && (req.url ?? "").split("?")[0] === "/metrics") {
      registry.metrics().then(
        (text) => {
          res.writeHead(200, { "Content-Type": registry.contentType });
          res.end(text);
        },
        () => {
          res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
          res.end("Metrics failed\n");
        },
      );
      return;
    }
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
    res.end("Not found\n");
  });
  server.on("clientError", (_error, socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, options.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  server.unref();
  const { port: bound, address } = server.address() as AddressInfo;
  return {
    url: `http://${address.includes(":") ? `[${address}]` : address}:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
