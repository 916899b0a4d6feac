import http from "node:http";
import type { AddressInfo } from "node:net";
import { monitorEventLoopDelay } from "node:perf_hooks";

/**
 * Prometheus metrics in the text exposition format 0.0.4, written here (decision 050): prom-client
 * is not a dependency of this repository, and counters, gauges and histograms with labels are all
 * the BFF and the platform need. Served by `startMetricsServer` on a listener of its own
 * (METRICS_PORT), never on the public site.
 *
 * The registry lives on globalThis under a registered symbol, as the request context does: the
 * web server (run by tsx) and the Remix server build (a bundle) each load their own copy of this
 * module, and must count into one registry.
 */
type Labels = Record<string, string>;

interface Metric {
  name: string;
  help: string;
  type: "counter" | "gauge" | "histogram";
  lines(): string[];
}

interface Registry {
  metrics: Map<string, Metric>;
}

const KEY = Symbol.for("career-learning.metrics");
const holder = globalThis as { [KEY]?: Registry };
const registry = (holder[KEY] ??= { metrics: new Map() });

const escape = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/"/g, '\\"');

function labelText(labels: Labels): string {
  const pairs = Object.entries(labels).map(([key, value]) => `${key}="${escape(value)}"`);
  return pairs.length ? `{${pairs.join(",")}}` : "";
}

const keyOf = (labels: Labels) => JSON.stringify(Object.entries(labels).sort());
const number = (value: number) =>
  Number.isFinite(value) ? String(value) : value > 0 ? "+Inf" : value < 0 ? "-Inf" : "NaN";

/** The registered metric of this name, or `make()` registered (both copies share one). */
function register<M extends Metric>(name: string, make: () => M): M {
  const known = registry.metrics.get(name);
  if (known) return known as M;
  const made = make();
  registry.metrics.set(name, made);
  return made;
}

export interface Counter {
  inc(labels?: Labels, by?: number): void;
}

export function counter(name: string, help: string): Counter {
  return register(name, () => {
    const values = new Map<string, { labels: Labels; value: number }>();
    return {
      name,
      help,
      type: "counter" as const,
      inc(labels: Labels = {}, by = 1) {
        const key = keyOf(labels);
        const found = values.get(key) ?? { labels, value: 0 };
        found.value += by;
        values.set(key, found);
      },
      lines: () =>
        [...values.values()].map(
          ({ labels, value }) => `${name}${labelText(labels)} ${number(value)}`,
        ),
    };
  });
}

export interface Gauge {
  set(value: number, labels?: Labels): void;
  inc(labels?: Labels, by?: number): void;
  dec(labels?: Labels, by?: number): void;
}

/** A gauge set by its owner, or read at each scrape from `collect` (queue lengths, lag). */
export function gauge(
  name: string,
  help: string,
  collect?: () => Array<{ labels?: Labels; value: number }> | number,
): Gauge {
  return register(name, () => {
    const values = new Map<string, { labels: Labels; value: number }>();
    const change = (labels: Labels, by: number) => {
      const key = keyOf(labels);
      const found = values.get(key) ?? { labels, value: 0 };
      found.value += by;
      values.set(key, found);
    };
    return {
      name,
      help,
      type: "gauge" as const,
      set(value: number, labels: Labels = {}) {
        values.set(keyOf(labels), { labels, value });
      },
      inc: (labels: Labels = {}, by = 1) => change(labels, by),
      dec: (labels: Labels = {}, by = 1) => change(labels, -by),
      lines() {
        const collected = collect?.();
        const rows =
          collected === undefined
            ? values.size
              ? [...values.values()]
              : [{ labels: {}, value: 0 }]
            : typeof collected === "number"
              ? [{ labels: {}, value: collected }]
              : collected.map((row) => ({ labels: row.labels ?? {}, value: row.value }));
        return rows.map(({ labels, value }) => `${name}${labelText(labels)} ${number(value)}`);
      },
    };
  });
}

export interface Histogram {
  observe(value: number, labels?: Labels): void;
}

/** Seconds: from a cached page (a millisecond) to an upstream time-out (10 s). */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function histogram(
  name: string,
  help: string,
  buckets: readonly number[] = LATENCY_BUCKETS,
): Histogram {
  return register(name, () => {
    const series = new Map<string, { labels: Labels; counts: number[]; sum: number; n: number }>();
    return {
      name,
      help,
      type: "histogram" as const,
      observe(value: number, labels: Labels = {}) {
        const key = keyOf(labels);
        const found = series.get(key) ?? {
          labels,
          counts: buckets.map(() => 0),
          sum: 0,
          n: 0,
        };
        buckets.forEach((bound, index) => {
          if (value <= bound) found.counts[index] = (found.counts[index] ?? 0) + 1;
        });
        found.sum += value;
        found.n += 1;
        series.set(key, found);
      },
      lines() {
        const out: string[] = [];
        for (const { labels, counts, sum, n } of series.values()) {
          buckets.forEach((bound, index) => {
            const le = labelText({ ...labels, le: String(bound) });
            out.push(`${name}_bucket${le} ${counts[index] ?? 0}`);
          });
          out.push(`${name}_bucket${labelText({ ...labels, le: "+Inf" })} ${n}`);
          out.push(`${name}_sum${labelText(labels)} ${number(sum)}`);
          out.push(`${name}_count${labelText(labels)} ${n}`);
        }
        return out;
      },
    };
  });
}

/** Every registered metric in the text format (what GET /metrics answers). */
export function exposition(): string {
  const out: string[] = [];
  for (const metric of registry.metrics.values()) {
    out.push(`# HELP ${metric.name} ${metric.help.replace(/\n/g, " ")}`);
    out.push(`# TYPE ${metric.name} ${metric.type}`);
    out.push(...metric.lines());
  }
  return `${out.join("\n")}\n`;
}

let loopDelay: ReturnType<typeof monitorEventLoopDelay> | undefined;

/** Event-loop lag (p99 and max of the last scrape's interval, seconds): a blocked loop shows here. */
function watchEventLoop(prefix: string): void {
  if (loopDelay) return;
  loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  const delay = loopDelay;
  gauge(`${prefix}_event_loop_lag_seconds`, "Event-loop delay since the last scrape", () => {
    const rows = [
      { labels: { quantile: "0.99" }, value: delay.percentile(99) / 1e9 },
      { labels: { quantile: "1" }, value: delay.max / 1e9 },
    ];
    delay.reset();
    return rows;
  });
}

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/**
 * GET /metrics on its own port (host: 127.0.0.1 unless METRICS_HOST says otherwise, so that only
 * the scraper's network reaches it). Everything else is 404.
 */
export async function startMetricsServer(
  port: number,
  options: { host?: string; prefix: string },
): Promise<MetricsServer> {
  watchEventLoop(options.prefix);
  const server = http.createServer((req, res) => {
    if (req.method === "GET" && (req.url ?? "").split("?")[0] === "/metrics") {
      res.writeHead(200, { "Content-Type": "text/plain; version=0.0.4; charset=utf-8" });
      return void res.end(exposition());
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
