import { defineWidget } from "../types";

export const checkoutWidget = defineWidget({
  kind: "CHECKOUT",
  load: () => import("./Checkout").then((m) => m.Checkout),
});
