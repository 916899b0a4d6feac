import { subscriptionStatusSchema } from "~/contract/widgets/subscription-status";
import { defineWidgetServer } from "../define.server";
import { subscriptionStatusSamples } from "./samples";

export const subscriptionStatusServer = defineWidgetServer({
  kind: "SUBSCRIPTION_STATUS",
  schema: subscriptionStatusSchema,
  samples: subscriptionStatusSamples,
  help: { description: "The signed-in learner's subscription and how to renew it." },
});
