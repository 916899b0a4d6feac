import { INVALID_OTP, OTP_LENGTH } from "../field-texts";

/**
 * The OTP_VERIFICATION widget's channels and texts: zod-free, for the browser. The passcode's
 * length and its error are the login's own (field-texts.ts, spec 01 sections 5 and 9).
 */
export { INVALID_OTP, OTP_LENGTH };

export const OTP_CHANNELS = ["email", "phone"] as const;
export type OtpChannel = (typeof OTP_CHANNELS)[number];

/** The login flow's intents, as the login panel posts them to /login. */
export const OTP_INTENTS = {
  request: "OTP_REQUEST",
  verify: "OTP_VERIFY",
  resend: "RESEND_OTP",
  reset: "LOGIN_RESET",
} as const;

export const OTP_VERIFICATION_TEXTS = {
  title: { email: "Verify your email", phone: "Verify your phone number" },
  intro: {
    email: `We will email you a ${OTP_LENGTH}-digit passcode. Enter it here to continue.`,
    phone: `We will text you a ${OTP_LENGTH}-digit passcode. Enter it here to continue.`,
  },
  step: (n: 1 | 2) => `Step ${n} of 2`,
  send: "Send passcode",
  passcode: "Passcode",
  passcodeHint: `${OTP_LENGTH} digits, from the message we sent`,
  sentTo: (to: string) => `We sent a ${OTP_LENGTH}-digit passcode to ${to}`,
  verify: "Verify",
  resend: "Resend passcode",
  change: { email: "Use a different email", phone: "Use a different number" },
  verified: "Verified. You are signed in as",
  continueInWindow: "Continue in the login window.",
  source: "OTP Verification Widget",
} as const;
