import { captureLogs } from "../../support/logs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contextOf } from "../../support/load-context";
import { startHarness, upstream, visitor } from "./harness";

beforeAll(() => startHarness());
afterAll(() => upstream.stop());

const PATH = "/api/v1/referral/capture";

async function capturePost(cookies: string, csrf: string | undefined) {
  const { handleReferralCapture } = await import("~server/bff/referral.server");
  const request = new Request("http://bff.test/api/referral-capture", {
    method: "POST",
    headers: { cookie: cookies, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(csrf ? { csrf } : {}),
  });
  return handleReferralCapture(request, await contextOf(request));
}

describe("referral capture (spec 01 section 2.1)", () => {
  it("a GET only stores the pair: a cookie, and nothing sent upstream", async () => {
    upstream.reset();
    const { rememberReferral } = await import("~server/bff/referral.server");
    const cookie = rememberReferral(
      new Request("http://bff.test/reviews?referral=asha-42&campaign=autumn"),
    );
    expect(cookie).toMatch(/=asha-42%7Cautumn; Path=\//);
    expect(rememberReferral(new Request("http://bff.test/?referral=r1"))).toBeUndefined();
    expect(
      rememberReferral(new Request("http://bff.test/?referral=<x>&campaign=c1")),
    ).toBeUndefined();
    expect(upstream.calls(PATH)).toHaveLength(0);
  });

  it("the page's POST sends the stored pair (204), and takes the platform's 204 as done", async () => {
    upstream.reset();
    upstream.script(PATH, { status: 204 });
    const v = await visitor(false);
    const cookies = [...v.cookies]
      .map(([n, val]) => `${n}=${val}`)
      .concat("cl_ref=asha-42%7Cautumn")
      .join("; ");
    const res = await capturePost(cookies, v.csrf);
    expect(res.status).toBe(204);
    expect(upstream.calls(PATH)[0].json).toEqual({ referralId: "asha-42", campaignId: "autumn" });
  });

  it("refuses a post without CSRF, or without a stored pair, sending nothing", async () => {
    upstream.reset();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const v = await visitor(false);
    const base = [...v.cookies].map(([n, val]) => `${n}=${val}`);
    expect((await capturePost([...base, "cl_ref=a%7Cb"].join("; "), undefined)).status).toBe(403);
    expect((await capturePost(base.join("; "), v.csrf)).status).toBe(400);
    expect(upstream.calls(PATH)).toHaveLength(0);
    warn.mockRestore();
  });

  it("a failed capture is logged and answered 502", async () => {
    upstream.reset();
    upstream.script(PATH, { status: 500, body: { errorMessage: "down" } });
    const logs = captureLogs();
    const v = await visitor(false);
    const cookies = [...v.cookies]
      .map(([n, val]) => `${n}=${val}`)
      .concat("cl_ref=r1%7Cc1")
      .join("; ");
    const status = (await capturePost(cookies, v.csrf)).status;
    logs.restore();
    expect(status).toBe(502);
    expect(logs.events()).toContainEqual(
      expect.objectContaining({ level: "warn", event: "referral-capture-failed" }),
    );
  });
});
