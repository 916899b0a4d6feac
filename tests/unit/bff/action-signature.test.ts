import { describe, expect, it } from "vitest";
import { hasValidSignature, signActionsIn } from "~server/bff/action-signature.server";

const SECRETS = ["new-secret", "old-secret"];

describe("signed action descriptions (decision 007)", () => {
  it("signs what a browser may post back, and leaves links and widget data alone", () => {
    const page = signActionsIn(
      {
        cells: [
          { action: { type: "API_CALL", uri: "/api/v1/x", requestObject: { a: 1 } } },
          { action: { requestObject: { courseId: "c1" } } },
          { action: { type: "NAVIGATION", uri: "/course/x" } },
          { action: { type: "SHARE", shareLink: "https://x" } },
          { widget: { type: "CARD", uri: "/img.png" } },
        ],
      },
      SECRETS,
    );
    const [api, untyped, link, share, card] = page.cells.map(
      (cell) => (cell.action ?? cell.widget) as Record<string, unknown>,
    );
    expect(api.sig).toMatch(/^v1\.[A-Za-z0-9_-]{43}$/);
    expect(untyped.sig).toMatch(/^v1\./);
    expect(link.sig).toBeUndefined();
    expect(share.sig).toBeUndefined();
    expect(card.sig).toBeUndefined();
  });

  it("signs a navigation that carries context data (the interview's token), over the context too", () => {
    const nav = signActionsIn(
      { type: "NAVIGATION", uri: "/interview/s", context: { data: { token: "t" } } },
      SECRETS,
    ) as Record<string, unknown>;
    expect(hasValidSignature(nav, SECRETS)).toBe(true);
    expect(hasValidSignature({ ...nav, context: { data: { token: "u" } } }, SECRETS)).toBe(false);
  });

  it("verifies under any listed secret (rotation), and not after any signed part changed", () => {
    const signed = signActionsIn({ type: "DOWNLOAD", uri: "/api/v1/f", fileName: "a.pdf" }, [
      "old-secret",
    ]) as Record<string, unknown>;
    expect(hasValidSignature(signed, SECRETS)).toBe(true);
    expect(hasValidSignature(signed, ["other"])).toBe(false);
    for (const change of [{ uri: "/api/v1/g" }, { fileName: "b.pdf" }, { type: "API_CALL" }]) {
      expect(hasValidSignature({ ...signed, ...change }, SECRETS)).toBe(false);
    }
    // Key order does not matter (canonical JSON); fields outside the signed parts do not either.
    expect(
      hasValidSignature({ fileName: "a.pdf", ...signed, tracking: { eventName: "x" } }, SECRETS),
    ).toBe(true);
  });

  it("signs inner actions first, so the outer signature covers them as sent", () => {
    const outer = signActionsIn(
      {
        type: "API_CALL",
        uri: "/api/v1/x",
        requestObject: { next: { type: "API_CALL", uri: "/api/v1/y" } },
      },
      SECRETS,
    ) as Record<string, unknown>;
    expect((outer.requestObject as { next: { sig?: string } }).next.sig).toMatch(/^v1\./);
    expect(hasValidSignature(outer, SECRETS)).toBe(true);
  });

  it("overwrites a sig that came from upstream", () => {
    const forged = signActionsIn({ type: "API_CALL", uri: "/api/v1/x", sig: "v1.forged" }, SECRETS);
    expect(forged.sig).not.toBe("v1.forged");
    expect(hasValidSignature(forged, SECRETS)).toBe(true);
  });
});
