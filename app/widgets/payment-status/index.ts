import { defineWidget } from "../types";

export const paymentStatusWidget = defineWidget({
  kind: "PAYMENT_STATUS",
  load: () => import("./PaymentStatus").then((m) => m.PaymentStatus),
});
