/** The login forms (spec 01 section 5) and the answers of the login calls (docs/contract.md). */
import { z } from "zod";
import {
  EMAIL_PATTERN,
  INVALID_EMAIL,
  INVALID_OTP,
  INVALID_PHONE,
  MAX_EMAIL_LENGTH,
  OTP_LENGTH,
} from "./field-texts";
import { looseObject, opt } from "./lenient";
import { loginUserInfoSchema } from "./user";

const field = (value: unknown) => (typeof value === "string" ? value.trim() : "");

export const emailSchema = z.preprocess(
  field,
  z.string().max(MAX_EMAIL_LENGTH, INVALID_EMAIL).regex(EMAIL_PATTERN, INVALID_EMAIL),
);

/** Spec 01 section 5: digits only. Spaces and dashes people type are dropped; 6 to 15 digits. */
export const mobileNumberSchema = z.preprocess(
  (value) => field(value).replace(/[\s-]/g, ""),
  z.string().regex(/^\d{6,15}$/, INVALID_PHONE),
);

export const countryCodeSchema = z.preprocess(
  (value) => field(value) || "+91",
  z.string().regex(/^\+\d{1,4}$/, INVALID_PHONE),
);

/** Step 1 (OTP_REQUEST): an email, or a phone number with its country code. */
export const identitySchema = z.preprocess(
  (value) => {
    const v = (value ?? {}) as Record<string, unknown>;
    return { ...v, channel: v.channel === "phone" ? "phone" : "email" };
  },
  z.discriminatedUnion("channel", [
    z.object({ channel: z.literal("email"), email: emailSchema }),
    z.object({
      channel: z.literal("phone"),
      countryCode: countryCodeSchema,
      mobileNumber: mobileNumberSchema,
    }),
  ]),
);
export type Identity = z.infer<typeof identitySchema>;

/** Step 2 (OTP_VERIFY): exactly 6 characters (spec 01 sections 5 and 9). */
export const otpSchema = z.preprocess(field, z.string().length(OTP_LENGTH, INVALID_OTP));

/** Field name -> first message; phone problems are shown next to the number. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path[0] === "countryCode" ? "mobileNumber" : String(issue.path[0] ?? "form");
    out[name] ??= issue.message;
  }
  return out;
}

/** The upstream body of OTP_REQUEST. */
export function otpRequestBody(identity: Identity) {
  return identity.channel === "email"
    ? { email: identity.email }
    : { phone: { mobileNumber: identity.mobileNumber, countryCode: identity.countryCode } };
}

/** Rate-limit key of an identity: a lower-cased email or "+{code}{number}". */
export function identityKey(identity: Identity): string {
  return identity.channel === "email"
    ? `email:${identity.email.toLowerCase()}`
    : `phone:${identity.countryCode}${identity.mobileNumber}`;
}

// --- upstream answers (docs/contract.md, "Login and user state") ----------------------------------------

export const otpRequestAnswerSchema = looseObject({
  requestId: z.union([z.string().min(1), z.number()]).transform(String),
  channel: opt(z.string()),
  maskedIdentity: opt(z.string()),
  expiresInSeconds: opt(z.number()),
  resendAfterSeconds: opt(z.number()),
  statusMessage: opt(z.string()),
  devOtp: opt(z.union([z.string(), z.number()]).transform(String)),
});
export type OtpRequestAnswer = z.infer<typeof otpRequestAnswerSchema>;

/** A sign-in link sent (issue 41): where to, for how long; never the link itself. */
export const signInLinkAnswerSchema = looseObject({
  channel: opt(z.string()),
  maskedIdentity: opt(z.string()),
  expiresInSeconds: opt(z.number()),
  statusMessage: opt(z.string()),
});

/** OTP_VERIFY and token sign-in: the token and the login user info. */
export const loginAnswerSchema = looseObject({
  token: z.string().min(1).max(2000),
  user: loginUserInfoSchema,
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
