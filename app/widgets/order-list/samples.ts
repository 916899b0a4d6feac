import type { WidgetSample } from "~/widgets/types";
import type { OrderListInput } from "~/contract/widgets/order-list";

export const orderListSamples: WidgetSample<OrderListInput>[] = [
  {
    title: "Three orders",
    data: {
      type: "ORDER_LIST",
      orders: [
        {
          orderId: "ord_7K2M9Q",
          itemName: "Product Manager Fellowship",
          amount: 4499910,
          currency: "INR",
          date: "2026-02-18T09:42:00+05:30",
          status: "PAID",
        },
        {
          orderId: "ord_3H8D2C",
          itemName: "SQL Basics Workshop",
          amount: 49900,
          date: "2026-03-10",
          status: "CREATED",
        },
        {
          orderId: "ord_5T1X6B",
          itemName: "Scale membership, monthly",
          amount: 99900,
          date: "2026-01-05",
          status: "REFUNDED",
        },
      ],
    },
  },
  {
    title: "No orders yet",
    data: {
      type: "ORDER_LIST",
      orders: [],
      emptyText: "You have no orders yet",
      emptyButton: {
        buttonText: "Browse programmes",
        bgColorData: { bgKey: "secondary" },
        action: { type: "NAVIGATION", uri: "/#programmes" },
      },
    },
  },
];
