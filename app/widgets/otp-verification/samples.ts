import type { WidgetSample } from "~/widgets/types";
import type { OtpVerificationInput } from "~/contract/widgets/otp-verification";

export const otpVerificationSamples: WidgetSample<OtpVerificationInput>[] = [
  {
    title: "Email, before the mock interview",
    data: {
      type: "OTP_VERIFICATION",
      channel: "email",
      title: "Verify your email to book a mock interview",
      intro: "We will email you a 6-digit passcode; your interview slot is held for 10 minutes.",
    },
  },
  {
    title: "Phone, for placement updates",
    data: {
      type: "OTP_VERIFICATION",
      channel: "phone",
      title: "Verify your phone number",
      intro: "Recruiters from our hiring partners call on this number about interviews.",
    },
  },
];
