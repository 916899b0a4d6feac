import { orderListSchema } from "~/contract/widgets/order-list";
import accountCardStylesheet from "../account-shared/account-card.css";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./order-list.css";
import { orderListSamples } from "./samples";

export const orderListServer = defineWidgetServer({
  kind: "ORDER_LIST",
  schema: orderListSchema,
  stylesheets: [stylesheet, accountCardStylesheet],
  samples: orderListSamples,
  help: { description: "The signed-in learner's orders and their status." },
});
