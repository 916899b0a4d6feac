import { describe, expect, it } from "vitest";
import { formatMoney } from "~/commerce/money";
import { CHECKOUT_TEXTS } from "~/contract/widgets/checkout-look";
import type { CheckoutData } from "~/contract/widgets/checkout";
import { checkoutSamples } from "~/widgets/checkout/samples";
import {
  accepts,
  escapeHtml,
  expectInert,
  expectRejected,
  HOSTILE_TEXT,
  HOSTILE_URL,
  parse,
  renderCell,
} from "./account-kit";

const base = {
  itemName: "Data Analyst Fellowship",
  itemType: "COURSE",
  price: 3999900,
  total: 3999900,
  checkoutButton: {
    buttonText: "Buy now",
    action: {
      type: "START_CHECKOUT",
      requestObject: { itemId: "da-fellowship", itemType: "COURSE", quantity: 1 },
    },
  },
};

describe("CHECKOUT", () => {
  it.each(checkoutSamples.map((s) => [s.title, s.data] as const))(
    "sample %s renders its item, lines, total and button",
    async (_title, input) => {
      const html = await renderCell("CHECKOUT", input);
      const data = parse<CheckoutData>("CHECKOUT", input);
      expect(html).toContain(escapeHtml(data.itemName));
      expect(html).toContain(formatMoney(data.price, data.currency ?? "INR"));
      expect(html).toContain(formatMoney(data.total, data.currency ?? "INR"));
      for (const discount of data.discounts ?? []) {
        expect(html).toContain(escapeHtml(discount.label));
        expect(html).toContain(formatMoney(discount.amount));
      }
      for (const line of data.includes ?? []) expect(html).toContain(escapeHtml(line));
      expect(html).toContain(escapeHtml(data.checkoutButton.buttonText ?? ""));
      expectInert(html);
    },
  );

  it("shows price, discount and total as a description list, the total after the label", async () => {
    const html = await renderCell("CHECKOUT", {
      ...base,
      discounts: [{ label: "Early bird", amount: 500000 }],
      total: 3499900,
    });
    expect(html).toMatch(/<dl[^>]*>.*<dt>Price<\/dt><dd>₹39,999<\/dd>/);
    expect(html).toMatch(/<dt>Early bird<\/dt><dd>.*minus .*₹5,000<\/dd>/);
    expect(html).toMatch(/Total<\/span><span[^>]*>₹34,999<\/span>/);
    expect(html).toMatch(/<h3 id="checkout-[^"]+"[^>]*>Data Analyst Fellowship<\/h3>/);
    expect(html).toContain(">Programme</p>");
  });

  it("START_CHECKOUT is a form posting the action to the page route, with the CSRF field", async () => {
    const html = await renderCell("CHECKOUT", base);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toContain('name="csrf" value="test-csrf-token"');
    expect(html).toContain('name="intent" value="START_CHECKOUT"');
    expect(html).toContain(escapeHtml('"itemId":"da-fellowship"'));
    expect(html).toMatch(/<button type="submit"[^>]*data-action-type="START_CHECKOUT"/);
  });

  it("a NAVIGATION to /checkout is a plain link; no button text falls back to the contract's", async () => {
    const html = await renderCell("CHECKOUT", {
      ...base,
      checkoutButton: {
        action: { type: "NAVIGATION", uri: "/checkout?itemId=da-fellowship&itemType=COURSE" },
      },
    });
    expect(html).toContain('href="/checkout?itemId=da-fellowship&amp;itemType=COURSE"');
    expect(html).toContain(CHECKOUT_TEXTS.proceed);
    expect(html).not.toContain("<form");
  });

  it("refuses data without an item, amounts or button, and negative or fractional amounts", async () => {
    expectRejected("CHECKOUT", { ...base, itemName: " " });
    expectRejected("CHECKOUT", { ...base, price: undefined });
    expectRejected("CHECKOUT", { ...base, total: -1 });
    expectRejected("CHECKOUT", { ...base, price: 10.5 });
    expectRejected("CHECKOUT", { ...base, total: "4999" });
    expectRejected("CHECKOUT", { ...base, currency: "rupees" });
    expectRejected("CHECKOUT", { ...base, checkoutButton: undefined });
  });

  it("tolerates unknown fields, an unknown item type and broken discount lines", async () => {
    expect(accepts("CHECKOUT", { ...base, upsell: { x: 1 }, itemType: "NANODEGREE" })).toBe(true);
    const html = await renderCell("CHECKOUT", {
      ...base,
      itemType: "NANO_DEGREE",
      discounts: [{ label: "Broken" }, { label: "Referral", amount: 100000 }],
    });
    expect(html).toContain(">Nano degree</p>");
    expect(html).toContain("Referral");
    expect(html).not.toContain("Broken");
  });

  it("renders hostile text as text and never a javascript: href", async () => {
    const html = await renderCell("CHECKOUT", {
      ...base,
      itemName: HOSTILE_TEXT,
      subText: HOSTILE_TEXT,
      note: HOSTILE_TEXT,
      includes: [HOSTILE_TEXT],
      checkoutButton: { buttonText: "Pay", action: { type: "NAVIGATION", uri: HOSTILE_URL } },
    });
    expect(html).toContain(escapeHtml(HOSTILE_TEXT));
    expectInert(html);
  });
});
