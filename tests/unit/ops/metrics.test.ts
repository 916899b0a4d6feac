import { describe, expect, it } from "vitest";
import { traceparentOf } from "~server/bff/upstream-telemetry.server";
import { counter, exposition, gauge, histogram, startMetricsServer } from "~server/shared/metrics";
import { createRouteLabeler } from "~server/web/route-label";

describe("the Prometheus text exposition (server/shared/metrics.ts)", () => {
  it("writes counters, gauges and histograms with labels in format 0.0.4", () => {
    const calls = counter("test_calls_total", "Calls");
    calls.inc({ entry: "page" });
    calls.inc({ entry: "page" }, 2);
    calls.inc({ entry: 'we"ird' });
    const open = gauge("test_open", "Open things");
    open.inc();
    open.inc();
    open.dec();
    gauge("test_queue", "Queue", () => [{ labels: { runner: "judge0" }, value: 4 }]);
    const seconds = histogram("test_seconds", "Latency", [0.1, 1]);
    seconds.observe(0.05, { route: "a" });
    seconds.observe(0.5, { route: "a" });
    const text = exposition();
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
        'test_seconds_bucket{route="a",le="0.1"} 1',
        'test_seconds_bucket{route="a",le="1"} 2',
        'test_seconds_bucket{route="a",le="+Inf"} 2',
        'test_seconds_sum{route="a"} 0.55',
        'test_seconds_count{route="a"} 2',
      ].join("\n"),
    );
  });

  it("one name is one metric, however often a module copy registers it", () => {
    counter("test_twice_total", "Twice").inc();
    counter("test_twice_total", "Twice").inc();
    expect(exposition()).toContain("test_twice_total 2");
  });

  it("serves GET /metrics on its own listener, with the event-loop lag; nothing else", async () => {
    const metrics = await startMetricsServer(0, { prefix: "test" });
    try {
      const answer = await fetch(`${metrics.url}/metrics`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toContain("text/plain; version=0.0.4");
      const text = await answer.text();
      expect(text).toMatch(/test_event_loop_lag_seconds\{quantile="0.99"\} \d/);
      expect((await fetch(`${metrics.url}/`)).status).toBe(404);
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
