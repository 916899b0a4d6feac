import type { StatusLook } from "./account-look";

/**
 * The ORDER_LIST widget's statuses and texts: zod-free, for the browser. CREATED and PAID read as
 * the reference platform's account pages read them (server/platform/routes/account-pages.ts).
 */
export const ORDER_STATUSES = ["CREATED", "PAID", "FAILED", "REFUNDED", "CANCELLED"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LOOKS: Record<OrderStatus, StatusLook> = {
  CREATED: { label: "Awaiting payment", icon: "clock", bg: "yellow-light" },
  PAID: { label: "Paid", icon: "check", bg: "green-light" },
  FAILED: { label: "Payment failed", icon: "cross", bg: "pink-light" },
  REFUNDED: { label: "Refunded", icon: "info", bg: "blue-light" },
  CANCELLED: { label: "Cancelled", icon: "cross", bg: "pink-light" },
};

export const ORDER_LIST_TEXTS = {
  /** The empty state, as the /orders page says it. */
  empty: "You have no orders yet",
  order: "Order",
  date: "Date",
  amount: "Amount",
  status: "Status",
  /** The link's accessible name: "View order ord_1, Product Manager Fellowship". */
  view: "View order",
} as const;

/** The order page of an order (the platform's /order/{orderId} pages). */
export const orderPagePath = (orderId: string) => `/order/${encodeURIComponent(orderId)}`;
