import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { familiesOf, metricNamesOf, problemOf, type Families } from "../../support/promql";
import { startRedis, type RunningRedis } from "../../support/redis";
import {
  scrapeMetrics as scrape,
  startServerProcess,
  type ServerProcess,
} from "../../support/server-processes";
import { STACK_SESSION_SECRET } from "../../support/signed-action";
import { waitUntil } from "../../support/wait";

/**
 * docs/ops/alert-rules.yaml and docs/ops/grafana-dashboard.json against what the servers
 * register (decision 064): the compiled BFF (with Redis, the page-answer cache on) and the platform,
 * each its own process, are scraped; every series an alert or a panel queries is a family of one
 * of the two scrapes, a histogram only through _bucket/_sum/_count, a counter only in rate() or
 * increase(); every metric of our own has a panel.
 */
const root = path.resolve(__dirname, "../../..");
const GATEWAY_SECRET = "monitoring-gateway-secret";
const dataDir = mkdtempSync(path.join(os.tmpdir(), "monitoring-"));
let redis: RunningRedis;
let platform: ServerProcess;
let bff: ServerProcess;

beforeAll(async () => {
  redis = await startRedis();
  platform = await startServerProcess("platform", {
    PLATFORM_METRICS_PORT: "0",
    // As compose.yaml sets it: a scraper in another container reaches it.
    PLATFORM_METRICS_HOST: "0.0.0.0",
    DATA_DIR: dataDir,
    NODE_ENV: "development",
    PAYMENT_GATEWAY_SECRET: GATEWAY_SECRET,
  });
  bff = await startServerProcess("bff", {
    METRICS_PORT: "0",
    NODE_ENV: "production",
    UPSTREAM_URL: platform.url,
    REDIS_URL: redis.url,
    PAGE_ANSWER_CACHE: "on",
    SESSION_SECRET: STACK_SESSION_SECRET,
    COOKIE_SECURE: "false",
    ALLOW_TEST_PAYMENTS: "true",
    PAYMENT_GATEWAY_SECRET: GATEWAY_SECRET,
  });
  // One page: requests, upstream calls, the page-answer cache and the shared store have samples.
  const page = await fetch(`${bff.url}/`);
  expect(page.status).toBe(200);
  await page.text();
}, 120_000);

afterAll(async () => {
  bff?.stop();
  platform?.stop();
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every family the BFF or the platform registers, from one scrape of each. */
async function registered(): Promise<Families> {
  const [ofBff, ofPlatform] = await Promise.all([scrape(bff), scrape(platform)]);
  return new Map([...familiesOf(ofPlatform), ...familiesOf(ofBff)]);
}

interface Rule {
  alert?: string;
  record?: string;
  expr?: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

const rules = (
  parse(readFileSync(path.join(root, "docs/ops/alert-rules.yaml"), "utf8")) as {
    groups: { name: string; rules: Rule[] }[];
  }
).groups.flatMap((group) => group.rules);

interface Panel {
  title: string;
  targets?: { expr: string }[];
  panels?: Panel[];
}

const dashboard = JSON.parse(
  readFileSync(path.join(root, "docs/ops/grafana-dashboard.json"), "utf8"),
) as { panels: Panel[] };
const queries = dashboard.panels
  .flatMap((panel) => [panel, ...(panel.panels ?? [])])
  .flatMap((panel) => (panel.targets ?? []).map(({ expr }) => ({ title: panel.title, expr })));

/** What is wrong with the queries' series: none, or one line per name. */
function problems(exprs: { title: string; expr: string }[], families: Families): string[] {
  return exprs.flatMap(({ title, expr }) => {
    const names = metricNamesOf(expr);
    if (names.length === 0) return [`${title}: no metric in ${expr}`];
    return names.flatMap((name) => {
      const problem = problemOf(name, expr, families);
      return problem ? [`${title}: ${problem}`] : [];
    });
  });
}

describe("the servers' metrics", () => {
  it("carry the process and Node.js metrics of both processes, and the lag histograms", async () => {
    const [ofBff, ofPlatform] = [familiesOf(await scrape(bff)), familiesOf(await scrape(platform))];
    for (const families of [ofBff, ofPlatform]) {
      expect(families.get("process_cpu_seconds_total")).toBe("counter");
      expect(families.get("process_resident_memory_bytes")).toBe("gauge");
      expect(families.get("nodejs_heap_size_used_bytes")).toBe("gauge");
      expect(families.get("nodejs_heap_size_limit_bytes")).toBe("gauge");
      expect(families.get("nodejs_gc_duration_seconds")).toBe("histogram");
    }
    expect(ofBff.get("bff_event_loop_lag_seconds")).toBe("histogram");
    expect(ofPlatform.get("platform_event_loop_lag_seconds")).toBe("histogram");
    expect(ofPlatform.get("platform_runner_queue_length")).toBe("gauge");
    expect(new URL(platform.metricsUrl!).hostname).toBe("0.0.0.0");
  });

  it("show the shared store up and subscribed once the page-answer cache listens", async () => {
    await waitUntil(async () => {
      const text = await scrape(bff);
      return (
        text.includes('bff_shared_store_up{kind="redis"} 1') &&
        text.includes('bff_shared_store_subscribed{kind="redis"} 1')
      );
    });
  });
});

describe("docs/ops/alert-rules.yaml", () => {
  it("is a list of alerts, each with its wait, severity and summary", () => {
    expect(rules.length).toBeGreaterThanOrEqual(10);
    for (const rule of rules) {
      expect(rule.alert, JSON.stringify(rule)).toMatch(/^[A-Z][A-Za-z0-9]+$/);
      expect(rule.for, rule.alert).toMatch(/^\d+[smh]$/);
      expect(["page", "warning"], rule.alert).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
    }
  });

  it("watches errors, p99, readiness, memory, the shared store and the runner queue", () => {
    const watched = rules.flatMap((rule) => metricNamesOf(rule.expr ?? ""));
    for (const name of [
      "bff_http_requests_total",
      "bff_http_request_duration_seconds_bucket",
      "nodejs_heap_size_used_bytes",
      "process_resident_memory_bytes",
      "bff_shared_store_up",
      "bff_shared_store_subscribed",
      "platform_runner_queue_length",
      "platform_http_requests_total",
    ]) {
      expect(watched).toContain(name);
    }
    expect(rules.map((rule) => rule.expr).join("\n")).toContain('route="routes/readyz"');
  });

  it("queries only series the BFF or the platform registers, as their type allows", async () => {
    const families = await registered();
    const exprs = rules.map((rule) => ({ title: rule.alert ?? "?", expr: rule.expr ?? "" }));
    expect(problems(exprs, families)).toEqual([]);
  });

  // Prometheus's own check of the rules and their unit tests (which alert fires on which series):
  // only where promtool is installed (Debian's `prometheus` package; PROMTOOL names another).
  const promtool = process.env.PROMTOOL || "promtool";
  const hasPromtool = spawnSync(promtool, ["--version"]).status === 0;
  it.skipIf(!hasPromtool)("passes promtool's check and docs/ops/alert-rules.test.yaml", () => {
    const run = spawnSync(promtool, ["test", "rules", "docs/ops/alert-rules.test.yaml"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(run.stdout + run.stderr).toContain("SUCCESS");
    expect(run.status).toBe(0);
  });
});

describe("docs/ops/grafana-dashboard.json", () => {
  it("queries only series the BFF or the platform registers, as their type allows", async () => {
    expect(queries.length).toBeGreaterThan(20);
    expect(problems(queries, await registered())).toEqual([]);
  });

  it("has a panel for every metric of our own, and for memory, CPU and the shared store", async () => {
    const queried = new Set(
      queries.flatMap(({ expr }) =>
        metricNamesOf(expr).map((name) => name.replace(/_(bucket|sum|count)$/, "")),
      ),
    );
    const ours = [...(await registered()).keys()].filter((name) => /^(bff|platform)_/.test(name));
    expect(ours.filter((name) => !queried.has(name))).toEqual([]);
    for (const name of [
      "process_resident_memory_bytes",
      "nodejs_heap_size_used_bytes",
      "process_cpu_seconds_total",
      "bff_shared_store_up",
    ]) {
      expect(queried).toContain(name);
    }
  });
});
