import { pricingPlansSchema } from "~/contract/widgets/pricing-plans";
import { defineWidgetServer } from "../define.server";
import { pricingPlansSamples } from "./samples";
import { PricingPlans } from "./PricingPlans";

export const pricingPlansServer = defineWidgetServer({
  kind: "PRICING_PLANS",
  schema: pricingPlansSchema,
  samples: pricingPlansSamples,
  component: PricingPlans,
});
