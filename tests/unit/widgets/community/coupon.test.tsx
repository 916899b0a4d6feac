import { describe, expect, it } from "vitest";
import { couponSchema } from "~/contract/widgets/coupon";
import { validityText } from "~/contract/widgets/coupon-look";
import { couponSamples } from "~/widgets/coupon/samples";
import {
  accepts,
  escapeHtml,
  expectInert,
  itRendersEverySample,
  JS_URL,
  renderWidget,
  SCRIPT,
} from "../content/harness";
import { defOf } from "./community-kit";

const def = defOf("COUPON");
const [wallet, none] = couponSamples.map((s) => s.data);
const [welcome, ended] = wallet.coupons as Record<string, unknown>[];

/** The HTML of the n-th coupon card. */
const cardsOf = (html: string) => html.match(/<li class="coupon__card"[\s\S]*?<\/li>/g) ?? [];

describe("COUPON", () => {
  itRendersEverySample(def);

  it("lists each coupon with its discount, code, scope and validity", async () => {
    const html = await renderWidget(def, wallet);
    expect(html).toMatch(/<h2[^>]*>Your coupons<\/h2>/);
    expect(html).toMatch(/<ul class="coupon__list">/);
    const [valid, expired] = cardsOf(html);
    expect(valid).toMatch(/<h3 class="coupon__discount">10 % off<\/h3>/);
    expect(valid).toContain(
      '<span class="coupon__label">Code: </span><code class="coupon__code">WELCOME10</code>',
    );
    expect(valid).toContain("Applies to fellowships and bootcamps");
    expect(valid).toMatch(/data-status="active">Active<\/span> <span>No end date<\/span>/);
    expect(expired).toMatch(
      /data-status="expired">Expired<\/span> <time dateTime="2024-12-31T18:29:59.999Z">Expired on 31 Dec 2024<\/time>/,
    );
  });

  it("offers Copy code on every coupon and Apply only on a valid one", async () => {
    const [valid, expired] = cardsOf(await renderWidget(def, wallet));
    expect(valid).toContain("Apply to the Product Manager Fellowship");
    expect(valid).toContain("Copy code");
    expect(expired).toContain("Copy code");
    expect(expired).not.toContain("Apply");
    // An expired coupon's action is ignored even when sent.
    const sent = await renderWidget(def, {
      ...wallet,
      coupons: [{ ...ended, applyAction: welcome.applyAction }],
    });
    expect(sent).not.toContain("Apply");
    expect(validityText("2026-03-14T10:00:00Z", false)).toBe("Valid until 14 Mar 2026");
    expect(validityText(undefined, true)).toBe("Expired");
  });

  it("says so when there are no coupons", async () => {
    const html = await renderWidget(def, none);
    expect(html).not.toContain("<ul");
    expect(html).toContain("Coupons you earn from referrals and contests appear here.");
    expect(html).toContain('aria-label="Coupons"');
  });

  it("refuses coupons without a code or discount and keeps the good ones", async () => {
    expect(accepts(def, { ...wallet, coupons: "WELCOME10" })).toBe(false);
    expect(accepts(def, { ...wallet, coupons: undefined })).toBe(false);
    const parsed = couponSchema.parse({
      ...wallet,
      coupons: [
        { discountText: "No code" },
        { code: "NODISCOUNT" },
        { code: "BADDATE", discountText: "1 % off", validUntil: "someday" },
        ...wallet.coupons,
      ],
    });
    expect(parsed.coupons.map((c) => c.code)).toEqual(["WELCOME10", "EXPIRED5"]);
  });

  it("tolerates unknown fields", async () => {
    const data = { ...wallet, theme: "gold", coupons: [{ ...welcome, stacking: true }] };
    expect(accepts(def, data)).toBe(true);
    expect(await renderWidget(def, data)).toContain("WELCOME10");
  });

  it("escapes script text and never puts a javascript: URL in an href", async () => {
    const html = await renderWidget(def, {
      ...wallet,
      title: SCRIPT,
      coupons: [
        {
          code: "SAFE1",
          discountText: SCRIPT,
          description: JS_URL,
          applyAction: { type: "NAVIGATION", uri: JS_URL },
        },
      ],
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expectInert(html);
    expect(html).not.toMatch(/href="javascript:/i);
  });
});
