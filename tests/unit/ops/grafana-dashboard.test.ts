import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/ops/grafana-dashboard.json (decision 054) against the code: every metric a panel queries is
 * one the BFF or the platform registers (server/shared/metrics.ts's counter, gauge, histogram, and
 * the event-loop gauge of each metrics listener), with the series its type has (a histogram's
 * _bucket/_sum/_count, never the bare name); and every registered metric has a panel.
 */
const root = path.resolve(__dirname, "../../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

type Kind = "counter" | "gauge" | "histogram";

function registeredMetrics(): Map<string, Kind> {
  const metrics = new Map<string, Kind>();
  for (const file of [
    ...sourceFiles(path.join(root, "server")),
    ...sourceFiles(path.join(root, "app")),
  ]) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/\b(counter|gauge|histogram)\(\s*"([a-z_:][a-z0-9_:]*)"/g)) {
      metrics.set(match[2]!, match[1] as Kind);
    }
    // startMetricsServer(port, { prefix }) registers `${prefix}_event_loop_lag_seconds`.
    if (/startMetricsServer\(/.test(text)) {
      for (const match of text.matchAll(/prefix: "([a-z]+)"/g)) {
        metrics.set(`${match[1]}_event_loop_lag_seconds`, "gauge");
      }
    }
  }
  return metrics;
}

interface Panel {
  type: string;
  title: string;
  targets?: { expr: string }[];
  panels?: Panel[];
}

const dashboard = JSON.parse(
  readFileSync(path.join(root, "docs/ops/grafana-dashboard.json"), "utf8"),
) as { panels: Panel[] };
const panels = dashboard.panels.flatMap((panel) => [panel, ...(panel.panels ?? [])]);
const queries = panels.flatMap((panel) =>
  (panel.targets ?? []).map((target) => ({ title: panel.title, expr: target.expr })),
);

/** The series names a PromQL expression selects (ours all start bff_ or platform_). */
function seriesOf(expr: string): string[] {
  const withoutVariables = expr.replace(/\$\{?\w+\}?/g, "");
  return [...withoutVariables.matchAll(/\b((?:bff|platform)_[a-z0-9_]+)\b/g)].map(
    (match) => match[1]!,
  );
}

describe("the Grafana dashboard", () => {
  const metrics = registeredMetrics();

  it("finds the metrics the code registers", () => {
    expect(metrics.get("bff_http_requests_total")).toBe("counter");
    expect(metrics.get("bff_upstream_request_duration_seconds")).toBe("histogram");
    expect(metrics.get("platform_event_loop_lag_seconds")).toBe("gauge");
    expect(queries.length).toBeGreaterThan(10);
  });

  it("queries only metrics the BFF or the platform registers, as their type allows", () => {
    const unknown: string[] = [];
    for (const { title, expr } of queries) {
      const series = seriesOf(expr);
      expect(series.length, `${title}: ${expr}`).toBeGreaterThan(0);
      for (const name of series) {
        const histogramBase = name.replace(/_(bucket|sum|count)$/, "");
        const kind = metrics.get(name) ?? metrics.get(histogramBase);
        if (!kind) unknown.push(`${title}: ${name}`);
        else if (kind === "histogram") expect(name, title).not.toBe(histogramBase);
        else if (kind === "counter")
          expect(expr, title).toMatch(new RegExp(`(rate|increase)\\(${name}\\b`));
      }
    }
    expect(unknown).toEqual([]);
  });

  it("has a panel for every registered metric", () => {
    const queried = new Set(
      queries.flatMap(({ expr }) =>
        seriesOf(expr).map((name) => name.replace(/_(bucket|sum|count)$/, "")),
      ),
    );
    const missing = [...metrics.keys()].filter(
      (name) => !name.startsWith("test_") && !queried.has(name),
    );
    expect(missing).toEqual([]);
  });
});
