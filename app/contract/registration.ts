/**
 * Registration and whitelisting (spec 01 sections 4 and 6, issue 16): the membership labels
 * "Approved, Skipped, Registered, On the waitlist", the status field the user-status call answers
 * with (docs/contract.md, "Onboarding, invitations and connected accounts"), and how tracking
 * names whitelisting. Zod-free: the browser imports it.
 */
export const REGISTRATION_STATUSES = ["APPROVED", "SKIPPED", "REGISTERED", "WAITLISTED"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** Spec 01 section 4, "Membership labels". */
export const REGISTRATION_LABELS: Record<RegistrationStatus, string> = {
  APPROVED: "Approved",
  SKIPPED: "Skipped",
  REGISTERED: "Registered",
  WAITLISTED: "On the waitlist",
};

export const REGISTRATION_DESCRIPTIONS: Record<RegistrationStatus, string> = {
  APPROVED:
    "You are in. Your membership is approved and every programme page you were invited to is open to you.",
  SKIPPED:
    "You chose to skip profile sharing for now. You can share your profile later from the Scale onboarding page.",
  REGISTERED:
    "Your account is registered. Complete your profile so that the admissions team can review it.",
  WAITLISTED:
    "Your profile is complete and you are on the waitlist. We email you as soon as a place opens.",
};

/** Spec 01 section 6: a whitelisted user is tracked as approved, otherwise waitlisted. */
export type MembershipTracking = "approved" | "waitlisted";
export const MEMBERSHIP_TRACKING_PROPERTY = "Membership Status";
export const REGISTRATION_STATUS_EVENT = "Registration Status Viewed";

export function membershipTracking(isWhitelisted: boolean | undefined): MembershipTracking {
  return isWhitelisted === true ? "approved" : "waitlisted";
}

export interface UserStatusFlags {
  isPersonalInfoPresent?: boolean;
  isWhitelisted?: boolean;
  isNewUser?: boolean;
  registrationStatus?: string;
}

function isRegistrationStatus(value: unknown): value is RegistrationStatus {
  return typeof value === "string" && (REGISTRATION_STATUSES as readonly string[]).includes(value);
}

/**
 * The label's status: the upstream's registrationStatus when it is one we know; otherwise
 * (an older upstream, an unknown value) from the spec's flags: whitelisted is approved, a
 * complete profile is on the waitlist, anything else is registered.
 */
export function registrationStatusOf(flags: UserStatusFlags): RegistrationStatus {
  if (isRegistrationStatus(flags.registrationStatus)) return flags.registrationStatus;
  if (flags.isWhitelisted === true) return "APPROVED";
  return flags.isPersonalInfoPresent === true ? "WAITLISTED" : "REGISTERED";
}
