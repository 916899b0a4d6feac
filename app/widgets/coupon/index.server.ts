import { couponSchema } from "~/contract/widgets/coupon";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./coupon.css";
import { couponSamples } from "./samples";

export const couponServer = defineWidgetServer({
  kind: "COUPON",
  schema: couponSchema,
  stylesheets: [stylesheet],
  samples: couponSamples,
  help: { description: "A field to apply a coupon code to an order." },
});
