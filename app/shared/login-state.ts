import type { LoggedInUser } from "~/contract/user";
import {
  INTERVIEW_LOGIN_SUBTITLE,
  INVALID_INTERVIEW_LINK,
  LOGIN_FAILED_EVENT,
} from "~/contract/page-texts";

/**
 * What the login panel shows, as the root loader sends it (server/bff/auth.server.ts builds it
 * from the session's login flow). Texts the spec gives are kept exactly.
 */

export { INVALID_EMAIL, INVALID_OTP, INVALID_PHONE, OTP_LENGTH } from "~/contract/field-texts";

/** Spec 01 section 8: a network failure during login is tracked as LOGIN_FAILED_EVENT. */
export { INTERVIEW_LOGIN_SUBTITLE, INVALID_INTERVIEW_LINK, LOGIN_FAILED_EVENT };

/**
 * The intents of the login forms: the spec's action types, plus going back to step 1 and asking
 * for a sign-in link (issue 41: the way in where the human check cannot run).
 */
export const LOGIN_INTENTS = [
  "OTP_REQUEST",
  "OTP_VERIFY",
  "RESEND_OTP",
  "LOGIN_RESET",
  "SIGN_IN_LINK",
] as const;
export type LoginIntent = (typeof LOGIN_INTENTS)[number];

/** Where a login started, for tracking (spec 01 section 2.4 names "AI Interview Page"). */
export const LOGIN_SOURCES = {
  page: "Login Page",
  modal: "Login Modal",
  protectedPage: "Protected Page",
  interview: "AI Interview Page",
} as const;

/** The query parameter that opens the login panel over any page. */
export const LOGIN_PARAM = "login";

/** The human check asked on every form of a captcha action ("test"), or none. */
export type CaptchaMode = "off" | "test";

/**
 * What takes over when a limit shared with others is passed (issue 41): the ALTCHA widget, the
 * test checkbox, or (no check configured) only the sign-in link.
 */
export type HumanCheckKind = "altcha" | "test" | "link-only";

export interface LoginPanelState {
  /** "link": a sign-in link was sent. */
  step: "identity" | "otp" | "link";
  channel: "email" | "phone";
  /** What the visitor typed, kept after an error. */
  values: { email?: string; countryCode?: string; mobileNumber?: string };
  fieldErrors: { email?: string; mobileNumber?: string; otp?: string; captcha?: string };
  /** The upstream's message (spec 01 section 8), a rate-limit or a human-check message. */
  message?: string;
  /** Step 2: "We sent a 6-digit passcode to …". */
  statusMessage?: string;
  maskedIdentity?: string;
  /** Only with SHOW_DEV_OTP=true. */
  devOtp?: string;
  /** "Login Failed" after a network failure; rendered as data-tracking-event. */
  trackingEvent?: string;
  captcha: CaptchaMode;
  /** The value the test provider's checkbox posts. */
  captchaTestToken?: string;
  /** Set while this login needs the human check, or the sign-in link, to go on. */
  humanCheck?: HumanCheckKind;
  /** When the server last answered a step (ms): each answer spends the check's solution. */
  attempt?: number;
}

export const EMPTY_LOGIN_STATE: LoginPanelState = {
  step: "identity",
  channel: "email",
  values: {},
  fieldErrors: {},
  captcha: "off",
};

/** Country codes offered for phone login; +91 first (the product's home market). */
export const COUNTRY_CODES = ["+91", "+1", "+44", "+61", "+65", "+971"] as const;

/** The root loader's login part (server/bff/auth.server.ts rootAuth); never the token. */
export interface RootAuth {
  user: LoggedInUser | null;
  /** The CSRF token every form posts as "csrf". */
  csrfToken: string;
  /** The session's x-user-state-hash, for the client half of cross-tab state. */
  userStateHash: string | null;
  login: LoginPanelState;
  /** Once after a session ended: "logout" (the user) or "expired" (401, missing state hash). */
  loggedOut: "logout" | "expired" | "logout-unrevoked" | null;
}
