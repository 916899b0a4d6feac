import { paymentStatusSchema } from "~/contract/widgets/payment-status";
import { defineWidgetServer } from "../define.server";
import { paymentStatusSamples } from "./samples";

export const paymentStatusServer = defineWidgetServer({
  kind: "PAYMENT_STATUS",
  schema: paymentStatusSchema,
  samples: paymentStatusSamples,
  help: { description: "Whether a payment went through, and what happens next." },
});
