import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack, type Stack } from "../../support/stack";

/**
 * METRICS_PORT (decision 050): the built BFF answers Prometheus metrics on a listener of its own,
 * not on the public site, and sends a W3C traceparent upstream carrying the request id's trace.
 */
let stack: Stack;
let metricsUrl: string;

beforeAll(async () => {
  // Port 0: the BFF reports the port its metrics listener bound (decision 064).
  stack = await startStack({ METRICS_PORT: "0", PAGE_ANSWER_CACHE: "on" });
  metricsUrl = `${stack.bffMetricsUrl}/metrics`;
});
afterAll(async () => {
  await stack?.stop();
});

async function scrape(): Promise<string> {
  const answer = await fetch(metricsUrl);
  expect(answer.status).toBe(200);
  return answer.text();
}

describe("the BFF's metrics and traces", () => {
  it("counts requests by route, upstream calls by entry, page-answer cache lookups, connections", async () => {
    const requestId = "0f8fad5b-d9cb-469f-a165-70867728950e";
    for (let i = 0; i < 2; i++) {
      const page = await fetch(`${stack.bffUrl}/`, { headers: { "x-request-id": requestId } });
      expect(page.status).toBe(200);
      await page.text();
    }
    const text = await scrape();
    expect(text).toMatch(
      /bff_http_requests_total\{method="GET",route="routes\/_index",status="200"\} 2/,
    );
    expect(text).toMatch(
      /bff_http_request_duration_seconds_count\{method="GET",route="routes\/_index"\} 2/,
    );
    expect(text).toMatch(
      /bff_upstream_request_duration_seconds_count\{entry="page",host="page"\} \d+/,
    );
    expect(text).toMatch(/bff_page_cache_lookups_total\{outcome="(hit|miss|revalidated)"\} \d+/);
    expect(text).toMatch(/bff_open_connections \d+/);
    expect(text).toMatch(/^bff_event_loop_lag_seconds_count \d+$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
    // Not on the public site.
    expect((await fetch(`${stack.bffUrl}/metrics`)).headers.get("content-type")).not.toContain(
      "version=0.0.4",
    );
  });

  it("sends traceparent upstream with the request id's trace id", async () => {
    await (await fetch(`${stack.bffUrl}/course/data-analyst-course?trace=1`)).text();
    const headers = (await (await fetch(`${stack.platformUrl}/__test/last-headers`)).json()) as {
      traceparent?: string;
      "x-request-id"?: string;
    };
    // The last call the platform saw (a page, or its background refresh): its own trace.
    const traceId = headers["x-request-id"]?.replace(/-/g, "");
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(headers.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
  });
});
