import { describe, expect, it, vi } from "vitest";
import {
  buildUpstreamHeaders,
  CAMPAIGN_PARAMS,
  campaignHeaderName,
  cleanHeaderValue,
} from "~server/bff/headers.server";
import { terminalIdOf, viewportOf } from "~server/bff/client-hints.server";
import { runInRequestContext } from "~server/shared/request-context";
import { CLIENT_ADDRESS_HEADER } from "~/contract/code-values";

function req(headers: Record<string, string> = {}, url = "http://localhost/course/x") {
  return new Request(url, { headers });
}

describe("buildUpstreamHeaders", () => {
  it("sends channel web, viewport, date-time format, terminal id and a request id", () => {
    const h = buildUpstreamHeaders(req({ cookie: "cl_vp=375x812x3; cl_tid=fp-abcdef1234567890" }));
    expect(h.channel).toBe("web");
    expect(JSON.parse(decodeURIComponent(h["x-viewport-info"]))).toEqual({
      width: 375,
      height: 812,
      devicePixelRatio: 3,
      deviceType: "MOBILE",
    });
    expect(h["x-terminal-id"]).toBe("fp-abcdef1234567890");
    expect(h["x-date-time-format"]).toMatch(/^[a-zA-Z-]+\|[^|]+\|h(11|12|23|24)$/);
    expect(h["x-request-id"]).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  });

  it("forwards every campaign and affiliate parameter of the query and nothing else", () => {
    const query = new URLSearchParams();
    for (const p of CAMPAIGN_PARAMS) query.set(p, `v-${p}`);
    query.set("affId", "aff42");
    query.set("unrelated", "nope");
    const h = buildUpstreamHeaders(req(), { query });
    for (const p of CAMPAIGN_PARAMS) expect(h[campaignHeaderName(p)]).toBe(`v-${p}`);
    expect(h["x-affiliate-id"]).toBe("aff42");
    expect(Object.values(h)).not.toContain("nope");
    expect(campaignHeaderName("utm_source")).toBe("x-campaign-utm-source");
  });

  it("never copies cookies, host or forwarded-for from the browser", () => {
    const h = buildUpstreamHeaders(
      req({
        cookie: "session=secret",
        host: "evil",
        "x-forwarded-for": "1.2.3.4",
        "user-agent": "UA",
      }),
    );
    expect(h.cookie).toBeUndefined();
    expect(h.host).toBeUndefined();
    expect(h["x-forwarded-for"]).toBeUndefined();
    expect(h["user-agent"]).toBe("UA");
  });

  it("names the client address the web server saw, never one the browser wrote (issue 30)", () => {
    // TRUST_PROXY is read from the environment (unset: the socket's peer is the client).
    vi.stubEnv("UPSTREAM_URL", "http://127.0.0.1:9");
    vi.stubEnv("SESSION_SECRET", "a-unit-test-secret-that-is-long-enough-0123456789");
    const spoofed = req({ [CLIENT_ADDRESS_HEADER]: "192.0.2.1", "x-forwarded-for": "192.0.2.2" });
    const h = runInRequestContext(
      { requestId: "req-12345678", socketAddress: "::ffff:203.0.113.7" },
      () => buildUpstreamHeaders(spoofed),
    );
    expect(h[CLIENT_ADDRESS_HEADER]).toBe("203.0.113.7");
    // Outside our web server the peer is unknown: nothing is named, the browser's value neither.
    expect(buildUpstreamHeaders(spoofed)[CLIENT_ADDRESS_HEADER]).toBeUndefined();
    vi.unstubAllEnvs();
  });

  it("carries referrer, referral ids, captcha and auth when present", () => {
    const h = buildUpstreamHeaders(
      req({ referer: "https://www.google.com/", cookie: "cl_ref=ref123|camp9" }),
      { captchaToken: "tok", authToken: "upstream-token" },
    );
    expect(h["x-referrer"]).toBe("https://www.google.com/");
    expect(h["x-referral-id"]).toBe("ref123");
    expect(h["x-referral-campaign-id"]).toBe("camp9");
    expect(h["x-captcha"]).toBe("tok");
    expect(h["auth-header"]).toBe("upstream-token");
    expect(h.authorization).toBeUndefined();
  });

  it("cannot be split by CR/LF or control characters from a query", () => {
    const query = new URLSearchParams({ utm_source: "a\r\nx-evil: 1\u0000" + "z".repeat(2000) });
    const h = buildUpstreamHeaders(req(), { query });
    expect(h["x-campaign-utm-source"]).not.toMatch(/[\r\n\0]/);
    expect(h["x-campaign-utm-source"].length).toBeLessThanOrEqual(512);
    expect(cleanHeaderValue("ok\tvalue")).toBe("okvalue");
  });
});

describe("client hints", () => {
  it("uses sensible defaults on a first visit", () => {
    expect(viewportOf(req({ "user-agent": "Mozilla/5.0 (iPhone) Mobile" })).deviceType).toBe(
      "MOBILE",
    );
    expect(viewportOf(req({ "user-agent": "Mozilla/5.0 (X11; Linux)" })).screenWidth).toBe(1440);
    expect(viewportOf(req({ cookie: "cl_vp=garbage" })).deviceType).toBe("DESKTOP");
  });

  it("classifies the device by width: MOBILE <= 768 < TABLET <= 1024 < DESKTOP", () => {
    expect(viewportOf(req({ cookie: "cl_vp=768x1000x2" })).deviceType).toBe("MOBILE");
    expect(viewportOf(req({ cookie: "cl_vp=769x1000x2" })).deviceType).toBe("TABLET");
    expect(viewportOf(req({ cookie: "cl_vp=1024x700x1" })).deviceType).toBe("TABLET");
    expect(viewportOf(req({ cookie: "cl_vp=1025x700x1" })).deviceType).toBe("DESKTOP");
  });

  it("derives a stable terminal id before the browser has set one, and rejects odd cookies", () => {
    const a = terminalIdOf(req({ "user-agent": "UA", "accept-language": "en" }));
    const b = terminalIdOf(req({ "user-agent": "UA", "accept-language": "en" }));
    expect(a).toBe(b);
    expect(a).toMatch(/^s-[0-9a-f]{30}$/);
    expect(terminalIdOf(req({ cookie: "cl_tid=<script>" }))).toMatch(/^s-/);
  });
});
