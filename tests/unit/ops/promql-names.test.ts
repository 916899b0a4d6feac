import { describe, expect, it } from "vitest";
import { familiesOf, metricNamesOf, problemOf } from "../../support/promql";

describe("the metric names of a PromQL expression (tests/support/promql.ts)", () => {
  it("skips functions, aggregations, their label lists, matchers, ranges and numbers", () => {
    expect(
      metricNamesOf(
        'histogram_quantile(0.99, sum by (job, le) (rate(bff_x_seconds_bucket{route!~"static|routes/(a\\\\.b)"}[5m]))) > 2',
      ),
    ).toEqual(["bff_x_seconds_bucket"]);
    expect(
      metricNamesOf(
        'max by (job, instance) (bff_up{kind="redis"}) == 0 and on (job, instance) max without (kind) (bff_sub) == 1',
      ),
    ).toEqual(["bff_up", "bff_sub"]);
    expect(metricNamesOf("nodejs_heap_used / nodejs_heap_limit > 0.85")).toEqual([
      "nodejs_heap_used",
      "nodejs_heap_limit",
    ]);
    expect(metricNamesOf('process_rss{job="bff"} > 460e6 offset 1h30m')).toEqual(["process_rss"]);
    expect(metricNamesOf("a_total / ignoring (x) group_left (y) b_info unless bool c")).toEqual([
      "a_total",
      "b_info",
      "c",
    ]);
  });

  it("skips Grafana's variables", () => {
    expect(
      metricNamesOf(
        'sum by (route) (rate(bff_requests_total{job=~"$bff_job"}[$__rate_interval])) / ${other} [[old]]',
      ),
    ).toEqual(["bff_requests_total"]);
  });

  it("judges each name against the families of a scrape", () => {
    const families = familiesOf(
      ["# TYPE req_total counter", "# TYPE lag_seconds histogram", "# TYPE open gauge"].join("\n"),
    );
    expect(problemOf("req_total", "rate(req_total[5m])", families)).toBeUndefined();
    expect(problemOf("req_total", "req_total > 1", families)).toMatch(/counter/);
    expect(problemOf("lag_seconds_bucket", "x", families)).toBeUndefined();
    expect(problemOf("lag_seconds", "lag_seconds", families)).toMatch(/histogram/);
    expect(problemOf("open", "open", families)).toBeUndefined();
    expect(problemOf("up", "up == 0", families)).toBeUndefined();
    expect(problemOf("gone", "gone", families)).toMatch(/neither/);
    expect(problemOf("open_count", "open_count", families)).toMatch(/neither/);
  });
});
