import { otpVerificationSchema } from "~/contract/widgets/otp-verification";
import accountCardStylesheet from "../account-shared/account-card.css";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./otp-verification.css";
import { otpVerificationSamples } from "./samples";

export const otpVerificationServer = defineWidgetServer({
  kind: "OTP_VERIFICATION",
  schema: otpVerificationSchema,
  stylesheets: [stylesheet, accountCardStylesheet],
  samples: otpVerificationSamples,
  help: { description: "A field to enter the passcode sent by e-mail or text message." },
});
