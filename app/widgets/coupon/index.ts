import { defineWidget } from "../types";

export const couponWidget = defineWidget({
  kind: "COUPON",
  load: () => import("./Coupon").then((m) => m.Coupon),
});
