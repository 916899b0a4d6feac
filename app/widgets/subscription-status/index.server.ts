import { subscriptionStatusSchema } from "~/contract/widgets/subscription-status";
import accountCardStylesheet from "../account-shared/account-card.css";
import { defineWidgetServer } from "../define.server";
import { subscriptionStatusSamples } from "./samples";

export const subscriptionStatusServer = defineWidgetServer({
  kind: "SUBSCRIPTION_STATUS",
  schema: subscriptionStatusSchema,
  stylesheets: [accountCardStylesheet],
  samples: subscriptionStatusSamples,
  help: { description: "The signed-in learner's subscription and how to renew it." },
});
