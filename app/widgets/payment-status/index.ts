import { defineWidget } from "../types";

export const paymentStatusWidget = defineWidget({
  kind: "PAYMENT_STATUS",
  family: true,
  load: () => import("./PaymentStatus").then((m) => m.PaymentStatus),
});
