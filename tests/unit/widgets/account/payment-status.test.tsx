import { describe, expect, it } from "vitest";
import { formatMoney } from "~/commerce/money";
import { PAYMENT_STATE_LOOKS } from "~/contract/widgets/payment-status-look";
import { PAYMENT_TEXT } from "~/shared/payment-view";
import { paymentStatusSamples } from "~/widgets/payment-status/samples";
import {
  accepts,
  attrs,
  escapeHtml,
  expectInert,
  expectRejected,
  HOSTILE_TEXT,
  HOSTILE_URL,
  renderCell,
} from "./account-kit";

describe("PAYMENT_STATUS", () => {
  it.each(paymentStatusSamples.map((s) => [s.title, s.data] as const))(
    "sample %s shows its state, detail, facts and next step",
    async (_title, data) => {
      const html = await renderCell("PAYMENT_STATUS", data);
      const look = PAYMENT_STATE_LOOKS[data.status as keyof typeof PAYMENT_STATE_LOOKS];
      expect(html).toContain(look.label);
      expect(html).toContain(escapeHtml(data.message ?? look.detail));
      if (data.orderId) expect(html).toContain(String(data.orderId));
      if (data.itemName) expect(html).toContain(escapeHtml(data.itemName));
      if (typeof data.amount === "number") expect(html).toContain(formatMoney(data.amount));
      expect(html).toMatch(/<a [^>]*href="\/[^"]*"/);
      expectInert(html);
    },
  );

  it("each state has its own words and glyph, never colour alone", async () => {
    const icons = new Set<string>();
    for (const status of ["SUCCESS", "PENDING", "FAILED"] as const) {
      const html = await renderCell("PAYMENT_STATUS", { status, orderId: "ord_1" });
      const look = PAYMENT_STATE_LOOKS[status];
      expect(html).toMatch(new RegExp(`<h3 [^>]*>${look.label}</h3>`));
      expect(html).toContain(`data-status-icon="${look.icon}"`);
      expect(html).toMatch(/aria-hidden="true">[✓◷✕]<\/span><span>/);
      icons.add(look.icon);
    }
    expect(icons.size).toBe(3);
  });

  it("a failure says what /payment says, and its next step retries there", async () => {
    expect(PAYMENT_STATE_LOOKS.FAILED.label).toBe(PAYMENT_TEXT.failed);
    expect(PAYMENT_STATE_LOOKS.FAILED.detail).toBe(PAYMENT_TEXT.failedHelp);
    expect(PAYMENT_STATE_LOOKS.FAILED.next).toBe(PAYMENT_TEXT.retry);
    const html = await renderCell("PAYMENT_STATUS", { status: "FAILED", orderId: "ord_5T1X6B" });
    expect(attrs(html, "href")).toContain("/payment?orderId=ord_5T1X6B");
    expect(html).toContain(">Try again<");
  });

  it("success and pending link to the order page; no order id, no default button", async () => {
    const success = await renderCell("PAYMENT_STATUS", { status: "SUCCESS", orderId: "ord_9" });
    expect(attrs(success, "href")).toContain("/order/ord_9");
    expect(success).toContain(">View order<");
    const bare = await renderCell("PAYMENT_STATUS", { status: "PENDING" });
    expect(bare).not.toContain("<a ");
    expect(bare).not.toContain("<dl");
  });

  it("shows the date in a time element", async () => {
    const html = await renderCell("PAYMENT_STATUS", { status: "SUCCESS", date: "2026-02-18" });
    expect(html).toContain('<time dateTime="2026-02-18">18 Feb 2026</time>');
  });

  it("refuses a missing status, a bad order id, a bad date or amount", async () => {
    expectRejected("PAYMENT_STATUS", { orderId: "ord_1" });
    expectRejected("PAYMENT_STATUS", { status: "SUCCESS", orderId: "../admin" });
    expectRejected("PAYMENT_STATUS", { status: "SUCCESS", date: "yesterday" });
    expectRejected("PAYMENT_STATUS", { status: "SUCCESS", amount: -5 });
  });

  it("tolerates unknown fields and shows an unknown status as words with a neutral glyph", async () => {
    expect(accepts("PAYMENT_STATUS", { status: "SUCCESS", gateway: "upi", extra: [1] })).toBe(true);
    const html = await renderCell("PAYMENT_STATUS", {
      status: "PARTIALLY_REFUNDED",
      orderId: "o1",
    });
    expect(html).toContain(">Partially refunded</h3>");
    expect(html).toContain('data-status-icon="info"');
  });

  it("renders hostile text as text and drops javascript: buttons", async () => {
    const html = await renderCell("PAYMENT_STATUS", {
      status: HOSTILE_TEXT,
      itemName: HOSTILE_TEXT,
      message: HOSTILE_TEXT,
      nextButton: { buttonText: "Go", action: { type: "NAVIGATION", uri: HOSTILE_URL } },
    });
    expect(html).toContain(escapeHtml(HOSTILE_TEXT));
    expectInert(html);
  });
});
