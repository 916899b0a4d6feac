import { couponSchema } from "~/contract/widgets/coupon";
import { defineWidgetServer } from "../define.server";
import { couponSamples } from "./samples";
import { Coupon } from "./Coupon";

export const couponServer = defineWidgetServer({
  kind: "COUPON",
  schema: couponSchema,
  samples: couponSamples,
  component: Coupon,
});
