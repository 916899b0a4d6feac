import { defineWidget } from "../types";

export const subscriptionStatusWidget = defineWidget({
  kind: "SUBSCRIPTION_STATUS",
  family: true,
  load: () => import("./SubscriptionStatus").then((m) => m.SubscriptionStatus),
});
