import { defineWidget } from "../types";

export const otpVerificationWidget = defineWidget({
  kind: "OTP_VERIFICATION",
  load: () => import("./OtpVerification").then((m) => m.OtpVerification),
});
