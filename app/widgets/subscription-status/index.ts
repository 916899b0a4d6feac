import { defineWidget } from "../types";

export const subscriptionStatusWidget = defineWidget({
  kind: "SUBSCRIPTION_STATUS",
  load: () => import("./SubscriptionStatus").then((m) => m.SubscriptionStatus),
});
