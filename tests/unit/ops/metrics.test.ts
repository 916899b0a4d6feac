import { describe, expect, it } from "vitest";
import { traceparentOf } from "~server/bff/upstream-telemetry.server";
import {
  counter,
  exposition,
  gauge,
  histogram,
  registry,
  startMetricsServer,
} from "~server/shared/metrics";
import { createRouteLabeler } from "~server/web/route-label";

describe("the metrics (server/shared/metrics.ts, prom-client)", () => {
  it("writes counters, gauges and histograms with labels in format 0.0.4", async () => {
    const calls = counter({ name: "test_calls_total", help: "Calls", labelNames: ["entry"] });
    calls.inc({ entry: "page" });
    calls.inc({ entry: "page" }, 2);
    calls.inc({ entry: 'we"ird' });
    const open = gauge({ name: "test_open", help: "Open things" });
    open.inc();
    open.inc();
    open.dec();
    gauge({
      name: "test_queue",
      help: "Queue",
      labelNames: ["runner"],
      collect() {
        this.set({ runner: "judge0" }, 4);
      },
    });
    const seconds = histogram({
      name: "test_seconds",
      help: "Latency",
      labelNames: ["route"],
      buckets: [0.1, 1],
    });
    seconds.observe({ route: "a" }, 0.05);
    seconds.observe({ route: "a" }, 0.5);
    const text = await exposition();
    expect(text).toContain(
      [
        "# HELP test_calls_total Calls",
        "# TYPE test_calls_total counter",
        'test_calls_total{entry="page"} 3',
        'test_calls_total{entry="we\\"ird"} 1',
      ].join("\n"),
    );
    expect(text).toContain("# TYPE test_open gauge\ntest_open 1");
    expect(text).toContain('test_queue{runner="judge0"} 4');
    expect(text).toContain(
      [
        "# TYPE test_seconds histogram",
        'test_seconds_bucket{le="0.1",route="a"} 1',
        'test_seconds_bucket{le="1",route="a"} 2',
        'test_seconds_bucket{le="+Inf",route="a"} 2',
        'test_seconds_sum{route="a"} 0.55',
        'test_seconds_count{route="a"} 2',
      ].join("\n"),
    );
  });

  it("one name is one metric, in the process's one registry", async () => {
    counter({ name: "test_twice_total", help: "Twice" }).inc();
    // Asked for again by name (another module, the same metric): the same counter.
    counter({ name: "test_twice_total", help: "Twice" }).inc();
    expect(registry.getSingleMetric("test_twice_total")).toBeDefined();
    expect(await exposition()).toContain("test_twice_total 2");
  });

  it("serves GET /metrics on its own listener with the process metrics; nothing else", async () => {
    const metrics = await startMetricsServer(0, { prefix: "test" });
    try {
      const answer = await fetch(`${metrics.url}/metrics`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toContain("text/plain; version=0.0.4");
      const text = await answer.text();
      for (const family of [
        "process_cpu_seconds_total",
        "process_resident_memory_bytes",
        "nodejs_heap_size_used_bytes",
        "nodejs_heap_size_limit_bytes",
        "nodejs_gc_duration_seconds",
        "nodejs_eventloop_lag_seconds",
      ]) {
        expect(text).toMatch(new RegExp(`^# TYPE ${family} `, "m"));
      }
      expect(text).toContain("# TYPE test_event_loop_lag_seconds histogram");
      expect((await fetch(`${metrics.url}/`)).status).toBe(404);
    } finally {
      await metrics.close();
    }
  });

  it("counts a stalled event loop in the lag histogram, past its bucket", async () => {
    const metrics = await startMetricsServer(0, { prefix: "stall" });
    try {
      const slowerThan = async (bound: string) => {
        const text = await exposition();
        const count = Number(/^stall_event_loop_lag_seconds_count (\d+)/m.exec(text)?.[1]);
        const within = Number(
          new RegExp(`^stall_event_loop_lag_seconds_bucket\\{le="${bound}"\\} (\\d+)`, "m").exec(
            text,
          )?.[1],
        );
        return count - within;
      };
      const before = await slowerThan("0.25");
      const until = performance.now() + 400;
      while (performance.now() < until) {
        // the loop is blocked: the sampler's timer fires at least 300 ms late
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await slowerThan("0.25")).toBeGreaterThan(before);
    } finally {
      await metrics.close();
    }
  });
});

describe("the route label", () => {
  const routes = {
    root: { id: "root", path: "" },
    "routes/_index": { id: "routes/_index", index: true, parentId: "root" },
    "routes/$": { id: "routes/$", path: "*", parentId: "root" },
    "routes/api.code": { id: "routes/api.code", path: "api/code", parentId: "root" },
    "routes/interview.$": { id: "routes/interview.$", path: "interview/*", parentId: "root" },
    "routes/onboarding.$step": {
      id: "routes/onboarding.$step",
      path: "onboarding/:step",
      parentId: "root",
    },
  };
  const label = createRouteLabeler(routes, "/build/");

  it("names the Remix route, never the address", () => {
    expect(label("/")).toBe("routes/_index");
    expect(label("/api/code")).toBe("routes/api.code");
    expect(label("/onboarding/2")).toBe("routes/onboarding.$step");
    expect(label("/interview/abc/def")).toBe("routes/interview.$");
    expect(label("/course/data-analyst-course")).toBe("routes/$");
    expect(label("/build/_shared/chunk-X.js")).toBe("static");
  });
});

describe("traceparent (W3C Trace Context) sent upstream", () => {
  it("carries the request id's trace, a new span per call", () => {
    const id = "0f8fad5b-d9cb-469f-a165-70867728950e";
    const first = traceparentOf(id);
    const second = traceparentOf(id);
    expect(first).toMatch(/^00-0f8fad5bd9cb469fa16570867728950e-[0-9a-f]{16}-01$/);
    expect(second.slice(0, 36)).toBe(first.slice(0, 36));
    expect(second).not.toBe(first);
    // A proxy's id that is no UUID: hashed into a trace id of the right form.
    expect(traceparentOf("req-from-proxy-42")).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  });
});
