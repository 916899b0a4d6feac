import { defineWidget } from "../types";

export const pricingPlansWidget = defineWidget({
  kind: "PRICING_PLANS",
  load: () => import("./PricingPlans").then((m) => m.PricingPlans),
});
