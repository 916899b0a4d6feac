import { orderListSchema } from "~/contract/widgets/order-list";
import { defineWidgetServer } from "../define.server";
import { orderListSamples } from "./samples";
import { OrderList } from "./OrderList";

export const orderListServer = defineWidgetServer({
  kind: "ORDER_LIST",
  schema: orderListSchema,
  samples: orderListSamples,
  component: OrderList,
});
