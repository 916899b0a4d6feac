import { couponSchema } from "~/contract/widgets/coupon";
import { defineWidgetServer } from "../define.server";
import { couponSamples } from "./samples";

export const couponServer = defineWidgetServer({
  kind: "COUPON",
  schema: couponSchema,
  samples: couponSamples,
  help: { description: "A field to apply a coupon code to an order." },
});
