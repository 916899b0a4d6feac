import { checkoutSchema } from "~/contract/widgets/checkout";
import accountCardStylesheet from "../account-shared/account-card.css";
import { defineWidgetServer } from "../define.server";
import { checkoutSamples } from "./samples";

export const checkoutServer = defineWidgetServer({
  kind: "CHECKOUT",
  schema: checkoutSchema,
  stylesheets: [accountCardStylesheet],
  samples: checkoutSamples,
  help: { description: "The purchase summary with its price and the way to pay." },
});
