import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startHarness, upstream } from "./harness";

beforeAll(() => startHarness());
afterAll(() => upstream.stop());

const PATH = "/api/v1/referral/capture";

async function captureFrom(address: string) {
  const { captureReferral } = await import("~server/bff/referral.server");
  return captureReferral(new Request(address));
}

/** The capture runs after the page answer; wait until the fake platform has answered it. */
async function settled(warn: ReturnType<typeof vi.spyOn>) {
  await vi.waitFor(() => expect(upstream.calls(PATH)).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return warn.mock.calls.map((call: unknown[]) => String(call[0]));
}

describe("referral capture (spec 01 section 2.1)", () => {
  it("sends referralId and campaignId, sets the cookie, and takes the platform's 204 as done", async () => {
    upstream.reset();
    upstream.script(PATH, { status: 204 });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const cookie = await captureFrom("http://bff.test/reviews?referral=asha-42&campaign=autumn");
    expect(cookie).toMatch(/=asha-42%7Cautumn; Path=\//);
    expect(await settled(warn)).toEqual([]);
    expect(upstream.calls(PATH)[0].json).toEqual({ referralId: "asha-42", campaignId: "autumn" });
    warn.mockRestore();
  });

  it("logs a failed capture without failing the page", async () => {
    upstream.reset();
    upstream.script(PATH, { status: 500, body: { errorMessage: "down" } });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await captureFrom("http://bff.test/?referral=r1&campaign=c1")).toBeTruthy();
    expect((await settled(warn)).join("\n")).toContain("referral-capture-failed");
    warn.mockRestore();
  });

  it("sends nothing without both parameters or with hostile values", async () => {
    upstream.reset();
    expect(await captureFrom("http://bff.test/?referral=r1")).toBeUndefined();
    expect(await captureFrom("http://bff.test/?referral=<x>&campaign=c1")).toBeUndefined();
    expect(upstream.calls(PATH)).toHaveLength(0);
  });
});
