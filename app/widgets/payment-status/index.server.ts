import { paymentStatusSchema } from "~/contract/widgets/payment-status";
import accountCardStylesheet from "../account-shared/account-card.css";
import { defineWidgetServer } from "../define.server";
import { paymentStatusSamples } from "./samples";

export const paymentStatusServer = defineWidgetServer({
  kind: "PAYMENT_STATUS",
  schema: paymentStatusSchema,
  stylesheets: [accountCardStylesheet],
  samples: paymentStatusSamples,
  help: { description: "Whether a payment went through, and what happens next." },
});
