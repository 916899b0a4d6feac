import { orderListSchema } from "~/contract/widgets/order-list";
import { defineWidgetServer } from "../define.server";
import { orderListSamples } from "./samples";

export const orderListServer = defineWidgetServer({
  kind: "ORDER_LIST",
  schema: orderListSchema,
  samples: orderListSamples,
  help: { description: "The signed-in learner's orders and their status." },
});
