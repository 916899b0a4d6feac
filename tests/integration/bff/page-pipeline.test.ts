import { platformHasSeen, waitUntil } from "../../support/wait";
import { expectOnlyCatalogueCalls } from "../../support/catalogue";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setBehaviour, startStack, type Stack } from "../../support/stack";

const NOT_FOUND = "We can&#x27;t seem to find the page you&#x27;re looking for.";

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ UPSTREAM_TIMEOUT_MS: "700", SERVER_TIMING: "true" });
});
afterAll(async () => {
  await stack?.stop();
});
beforeEach(async () => {
  await fetch(`${stack.platformUrl}/__test/reset`, { method: "POST" });
});

/** The last page call: the page's other calls may reach the platform after it. */
async function lastRequest() {
  const res = await fetch(`${stack.platformUrl}/__test/last-page-call`);
  return (await res.json()) as { headers: Record<string, string>; body: unknown; path: string };
}

function expectNoStackTrace(html: string) {
  expect(html).not.toMatch(/\n\s+at [\w.<>]+ \(/);
  expect(html).not.toContain("node_modules");
}

describe("a page travels from the platform to the browser", () => {
  it("renders / on the server with its content, Server-Timing and private caching", async () => {
    const res = await fetch(`${stack.bffUrl}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-page-id="');
    expect(html).toContain("data-widget=");
    expect(res.headers.get("server-timing")).toMatch(/upstream-page;dur=\d/);
    expect(res.headers.get("cache-control")).toContain("private");
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self' 'nonce-");
  });

  it("sends the path as pageUri and the declared query parameters as context", async () => {
    await fetch(`${stack.bffUrl}/practice/?difficulty=easy&difficulty=hard&batch=june`);
    const last = await lastRequest();
    expect(last.path).toBe("/api/v1/page");
    // The problem list declares its filters (cacheInfo.queryParams); `batch` is nobody's.
    expect(last.body).toEqual({ pageUri: "/practice", context: { difficulty: "easy" } });
  });

  it("forwards the spec's headers from the allow-list and nothing else", async () => {
    const query =
      "utm_source=newsletter&utm_campaign=autumn&gclid=g-1&fbclid=f-1&affId=aff-7&keyword=pm";
    await fetch(`${stack.bffUrl}/course/product-management-course?${query}`, {
      headers: {
        cookie:
          "cl_vp=390x844x3; cl_tid=fp-0123456789abcdef; cl_dtf=en-IN|Asia/Kolkata|h12; cl_ref=r-42|c-9; secret=1",
        referer: "https://www.search.example/",
        "user-agent": "IntegrationTest/1.0",
        "x-forwarded-for": "6.6.6.6",
      },
    });
    const h = (await lastRequest()).headers;
    expect(h.channel).toBe("web");
    expect(h["x-campaign-utm-source"]).toBe("newsletter");
    expect(h["x-campaign-utm-campaign"]).toBe("autumn");
    expect(h["x-campaign-gclid"]).toBe("g-1");
    expect(h["x-campaign-fbclid"]).toBe("f-1");
    expect(h["x-campaign-keyword"]).toBe("pm");
    expect(h["x-affiliate-id"]).toBe("aff-7");
    expect(h["x-terminal-id"]).toBe("fp-0123456789abcdef");
    expect(h["x-date-time-format"]).toBe("en-IN|Asia/Kolkata|h12");
    expect(h["x-referral-id"]).toBe("r-42");
    expect(h["x-referral-campaign-id"]).toBe("c-9");
    expect(h["x-referrer"]).toBe("https://www.search.example/");
    expect(h["user-agent"]).toBe("IntegrationTest/1.0");
    expect(JSON.parse(decodeURIComponent(h["x-viewport-info"]))).toMatchObject({
      width: 390,
      height: 844,
      devicePixelRatio: 3,
      deviceType: "MOBILE",
    });
    expect(h["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(h.cookie).toBeUndefined();
    expect(h["x-forwarded-for"]).toBeUndefined();
  });

  it("gives a first visit (no cookies) sensible defaults", async () => {
    await fetch(`${stack.bffUrl}/`, { headers: { "user-agent": "Mozilla/5.0 (iPhone) Mobile" } });
    const h = (await lastRequest()).headers;
    expect(JSON.parse(decodeURIComponent(h["x-viewport-info"])).deviceType).toBe("MOBILE");
    expect(h["x-terminal-id"]).toMatch(/^s-[0-9a-f]{30}$/);
  });
});

describe("when the page cannot be shown", () => {
  it("answers an unknown page with 404 and the spec's text", async () => {
    const res = await fetch(`${stack.bffUrl}/no/such/page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain(NOT_FOUND);
    expect(html).toContain("Take me Home");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  for (const mode of ["error500", "garbage", "empty"] as const) {
    it(`shows the errored page, not a crash, when upstream answers ${mode}`, async () => {
      await setBehaviour(stack, { mode });
      const res = await fetch(`${stack.bffUrl}/`);
      expect(res.status).toBe(502);
      const html = await res.text();
      expect(html).toContain(NOT_FOUND);
      expectNoStackTrace(html);
      expect(res.headers.get("cache-control")).toBe("no-store");
    });
  }

  it("gives up on a slow upstream after the configured time-out (504)", async () => {
    await setBehaviour(stack, { mode: "slow", delayMs: 5000 });
    const res = await fetch(`${stack.bffUrl}/about-us`);
    expect(res.status).toBe(504);
    const html = await res.text();
    expect(html).toContain(NOT_FOUND);
    expectNoStackTrace(html);
  });

  it("survives a browser that disconnects during the upstream call", async () => {
    await setBehaviour(stack, { mode: "slow", delayMs: 400 });
    const controllers = Array.from({ length: 5 }, () => new AbortController());
    const pending = controllers.map((c) =>
      fetch(`${stack.bffUrl}/reviews`, { signal: c.signal }).catch(() => null),
    );
    await waitUntil(() => platformHasSeen(stack.platformUrl, "/api/v1/page"));
    controllers.forEach((c) => c.abort());
    await Promise.all(pending);
    await setBehaviour(stack, { mode: "normal" });
    const res = await fetch(`${stack.bffUrl}/reviews`);
    expect(res.status).toBe(200);
    expect(stack.output()).not.toContain("Cannot cancel a stream");
  });

  it("keeps the widget gallery out of production unless it is enabled", async () => {
    const res = await fetch(`${stack.bffUrl}/dev/widgets`);
    expect(res.status).toBe(404);
  });

  it("answers the client-side data request of an unknown page with 404, not 500", async () => {
    const res = await fetch(`${stack.bffUrl}/no/such/page.data`);
    expect(res.status).toBe(404);
  });
});

// Last in this file: everything above reached the platform through catalogue entries only.
it("the BFF called only entries of the call catalogue", async () => {
  const seen = await expectOnlyCatalogueCalls(stack.platformUrl);
  expect(seen.length).toBeGreaterThan(0);
});
