/**
 * The login's limits, paths and texts that the browser, the BFF and the platform share (zod-free,
 * so the login panel may import it). docs/contract.md, "Login and user state"; decisions 034, 061.
 */

/** What a form that needs the human check (spec 01 section 5) and was sent without it reads. */
export const CAPTCHA_REQUIRED_MESSAGE = "Please complete the human check.";

/**
 * Passcode requests per identity (email or phone) in any 15 minutes (issue 30; docs/decisions/034):
 * one requester (its client address and device) may ask `perRequester` times; everyone together
 * `perIdentity` times, after which a request needs the human check (X-CAPTCHA) instead of being
 * refused, so strangers never spend the owner's allowance.
 */
export const PASSCODE_REQUEST_LIMITS = {
  perRequester: 5,
  perIdentity: 20,
  windowSeconds: 15 * 60,
} as const;

/**
 * Wrong passcodes (issue 41; docs/decisions/061). One requester (address and device) that guesses
 * `perRequester` wrong codes of one identity is locked out of that identity (escalating); past
 * `perIdentity` wrong codes of an identity from everyone in a day, or `perAddress` from one address
 * over all identities in 15 minutes, checking a code needs the human check: never a refusal, so
 * nothing a stranger does locks the owner's own device out.
 */
export const PASSCODE_GUESS_LIMITS = {
  perRequester: 10,
  perIdentity: 10,
  perAddress: 30,
  addressWindowSeconds: 15 * 60,
} as const;

/** Wrong passcodes of one requester for one identity before its verification is locked. */
export const PASSCODE_GUESSES_BEFORE_LOCKOUT = PASSCODE_GUESS_LIMITS.perRequester;

/** The escalating lockouts: 15 minutes, then 1 hour, then 24 hours (and 24 hours from then on). */
export const PASSCODE_GUESS_LOCKOUTS_SECONDS = [15 * 60, 60 * 60, 24 * 60 * 60] as const;

/** A day without a wrong passcode and the escalation starts over; the identity's total too. */
export const PASSCODE_GUESS_MEMORY_SECONDS = 24 * 60 * 60;

/**
 * The sign-in link, the way in without the human check (and without JavaScript): sent to the
 * identity, valid once and for 15 minutes; one requester may ask 3 times per identity in 15 min.
 */
export const SIGN_IN_LINK = {
  ttlSeconds: 15 * 60,
  perRequester: 3,
  windowSeconds: 15 * 60,
  /** The BFF's route the link lands on, and its query parameter. */
  path: "/email-login",
  tokenParam: "token",
} as const;

/** The BFF's ALTCHA challenge (GET, JSON), the widget's `challengeurl`. */
export const HUMAN_CHECK_PATH = "/api/human-check";

/** The form field the human check fills (the test checkbox, the ALTCHA widget's hidden input). */
export const CAPTCHA_FIELD = "captchaToken";

/** Texts of the human check and the sign-in link (ours; the spec has none). */
export const LOGIN_CHECK_TEXTS = {
  /** Above the check, when a limit shared with others asked for it. */
  needed:
    "Many sign-in attempts were made for this account. Please confirm you are a person to go on.",
  /** The ALTCHA widget's place while its script loads. */
  loading: "Loading the check…",
  /** Its script did not load (offline, blocked). */
  failed: "The check could not load. Reload the page, or use a sign-in link instead.",
  /** Without JavaScript, where no proof of work can run. */
  noScript:
    "This check needs JavaScript, which is off in this browser. We can send you a sign-in link instead.",
  /** No check configured (CAPTCHA_PROVIDER=off): the link is the other way in. */
  linkOnly:
    "We cannot send more passcodes to this account right now. We can send you a sign-in link instead.",
  linkButton: { email: "Email me a sign-in link", phone: "Text me a sign-in link" },
  linkSent: (masked: string) =>
    `We sent a sign-in link to ${masked}. It works once, within 15 minutes.`,
  linkExpired: "This sign-in link has expired or was already used. Request a new one.",
  tooManyLinks: (wait: string) => `Too many sign-in links. Try again in ${wait}.`,
  confirmTitle: "Sign in with your link",
  confirm: "You opened a sign-in link. Sign in on this device?",
  confirmButton: "Sign in",
  /** The check's challenge was asked for too often from one address. */
  tooManyChallenges: "Too many checks. Please wait a minute and try again.",
} as const;
