import { defineWidget } from "../types";

export const couponWidget = defineWidget({
  kind: "COUPON",
  family: true,
  load: () => import("./Coupon").then((m) => m.Coupon),
});
