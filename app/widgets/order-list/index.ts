import { defineWidget } from "../types";

export const orderListWidget = defineWidget({
  kind: "ORDER_LIST",
  load: () => import("./OrderList").then((m) => m.OrderList),
});
