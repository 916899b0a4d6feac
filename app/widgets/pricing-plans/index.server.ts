import { pricingPlansSchema } from "~/contract/widgets/pricing-plans";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./pricing-plans.css";
import { pricingPlansSamples } from "./samples";

export const pricingPlansServer = defineWidgetServer({
  kind: "PRICING_PLANS",
  schema: pricingPlansSchema,
  stylesheets: [stylesheet],
  samples: pricingPlansSamples,
  help: { description: "Plans with their price, what they include and a way to buy." },
});
