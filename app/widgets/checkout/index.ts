import { defineWidget } from "../types";

export const checkoutWidget = defineWidget({
  kind: "CHECKOUT",
  family: true,
  load: () => import("./Checkout").then((m) => m.Checkout),
});
