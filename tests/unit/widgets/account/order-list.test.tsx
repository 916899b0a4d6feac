import { describe, expect, it } from "vitest";
import { formatMoney } from "~/commerce/money";
import { formatDate } from "~/contract/widgets/account-look";
import { ORDER_LIST_TEXTS, ORDER_STATUS_LOOKS } from "~/contract/widgets/order-list-look";
import type { OrderListData } from "~/contract/widgets/order-list";
import { orderListSamples } from "~/widgets/order-list/samples";
import {
  accepts,
  attrs,
  escapeHtml,
  expectInert,
  expectRejected,
  HOSTILE_TEXT,
  HOSTILE_URL,
  parse,
  renderCell,
} from "./account-kit";

const order = {
  orderId: "ord_1",
  itemName: "Data Analyst Fellowship",
  amount: 3999900,
  date: "2026-02-01",
  status: "PAID",
};

describe("ORDER_LIST", () => {
  it.each(orderListSamples.map((s) => [s.title, s.data] as const))(
    "sample %s renders every order (or its empty state)",
    async (_title, data) => {
      const html = await renderCell("ORDER_LIST", data);
      const parsed = parse<OrderListData>("ORDER_LIST", data);
      for (const o of parsed.orders) {
        expect(html).toContain(escapeHtml(o.itemName));
        expect(html).toContain(`>${o.orderId}<`);
        expect(html).toContain(formatMoney(o.amount));
        expect(html).toContain(formatDate(o.date));
        expect(attrs(html, "href")).toContain(`/order/${o.orderId}`);
      }
      if (!parsed.orders.length) expect(html).toContain(escapeHtml(parsed.emptyText ?? ""));
      expectInert(html);
    },
  );

  it("is a list of orders, each with a heading link, facts and a status with words and glyph", async () => {
    const html = await renderCell("ORDER_LIST", {
      orders: [order, { ...order, orderId: "ord_2", status: "CREATED" }],
    });
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html).toMatch(/<ul [^>]*>/);
    expect(html).toMatch(
      /<h3 [^>]*><a [^>]*aria-label="View order ord_1, Data Analyst Fellowship"[^>]*href="\/order\/ord_1"/,
    );
    expect(html).toContain(`<span>${ORDER_STATUS_LOOKS.PAID.label}</span>`);
    expect(html).toContain(`<span>${ORDER_STATUS_LOOKS.CREATED.label}</span>`);
    expect(html).toContain('data-status-icon="check"');
    expect(html).toContain('data-status-icon="clock"');
    expect(html).toContain('<time dateTime="2026-02-01">1 Feb 2026</time>');
  });

  it("an order's own action replaces the default link", async () => {
    const html = await renderCell("ORDER_LIST", {
      orders: [{ ...order, action: { type: "NAVIGATION", uri: "/payment?orderId=ord_1" } }],
    });
    expect(attrs(html, "href")).toContain("/payment?orderId=ord_1");
  });

  it("shows the contract's empty text when there are no orders", async () => {
    const html = await renderCell("ORDER_LIST", { orders: [] });
    expect(html).toContain(ORDER_LIST_TEXTS.empty);
    expect(html).not.toContain("<ul");
  });

  it("refuses data without an orders list", async () => {
    expectRejected("ORDER_LIST", {});
    expectRejected("ORDER_LIST", { orders: "ord_1" });
    expectRejected("ORDER_LIST", { orders: [order], emptyText: 5 });
  });

  it("drops malformed orders (bad id, date, amount) and keeps the rest", async () => {
    const parsed = parse<OrderListData>("ORDER_LIST", {
      orders: [
        { ...order, orderId: "../../admin" },
        { ...order, date: "last week" },
        { ...order, amount: -1 },
        { ...order, orderId: 42 },
      ],
    });
    expect(parsed.orders.map((o) => o.orderId)).toEqual(["42"]);
  });

  it("tolerates unknown fields and shows an unknown status as words", async () => {
    expect(accepts("ORDER_LIST", { orders: [{ ...order, invoiceUrl: "/x" }], pageSize: 10 })).toBe(
      true,
    );
    const html = await renderCell("ORDER_LIST", { orders: [{ ...order, status: "ON_HOLD" }] });
    expect(html).toContain("<span>On hold</span>");
    expect(html).toContain('data-status-icon="info"');
  });

  it("renders hostile text as text and never a javascript: href", async () => {
    const html = await renderCell("ORDER_LIST", {
      orders: [
        {
          ...order,
          itemName: HOSTILE_TEXT,
          status: HOSTILE_TEXT,
          action: { type: "NAVIGATION", uri: HOSTILE_URL },
        },
      ],
    });
    expect(html).toContain(escapeHtml(HOSTILE_TEXT));
    expectInert(html);
  });
});
