import { z } from "zod";
import { componentDataSchema, lenientEnum, opt } from "..";
import { OTP_CHANNELS } from "./otp-verification-look";

export { OTP_CHANNELS };

/**
 * OTP_VERIFICATION componentData: the login's one-time passcode steps (OTP_REQUEST, OTP_VERIFY,
 * RESEND_OTP) as a card for one channel. It posts to /login like the login panel; the passcode
 * length, limits and messages are the login flow's. An unknown channel reads as email.
 */
export const otpVerificationSchema = componentDataSchema.extend({
  channel: opt(lenientEnum(OTP_CHANNELS)),
  title: opt(z.string().trim().min(1)),
  /** Replaces the default line under the heading of step 1. */
  intro: opt(z.string().trim().min(1)),
});

export type OtpVerificationData = z.output<typeof otpVerificationSchema>;
export type OtpVerificationInput = z.input<typeof otpVerificationSchema>;
