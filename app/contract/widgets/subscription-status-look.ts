import {
  REGISTRATION_DESCRIPTIONS,
  REGISTRATION_LABELS,
  REGISTRATION_STATUSES,
  type RegistrationStatus,
} from "../registration";
import type { StatusLook } from "./account-look";

/**
 * The SUBSCRIPTION_STATUS widget's tiers, statuses and texts: zod-free, for the browser. The
 * membership labels are spec 01 section 4's, declared once in registration.ts.
 */
export { REGISTRATION_STATUSES, type RegistrationStatus };

/** Spec 01 section 4: the membership tiers ("Admin" is a role, not a subscription). */
export const MEMBERSHIP_TIERS = ["SCALE", "RISE"] as const;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];
export const MEMBERSHIP_TIER_LABELS: Record<MembershipTier, string> = {
  SCALE: "Scale Member",
  RISE: "Rise Member",
};

/** The tier of a logged-in user from the login flags (Scale before Rise), if any. */
export function tierOfUser(
  user: { isScaleMember?: boolean; isRiseMember?: boolean } | null | undefined,
): MembershipTier | undefined {
  if (user?.isScaleMember) return "SCALE";
  if (user?.isRiseMember) return "RISE";
  return undefined;
}

const GLYPHS: Record<RegistrationStatus, Pick<StatusLook, "icon" | "bg">> = {
  APPROVED: { icon: "check", bg: "green-light" },
  SKIPPED: { icon: "info", bg: "blue-light" },
  REGISTERED: { icon: "info", bg: "blue-light" },
  WAITLISTED: { icon: "clock", bg: "yellow-light" },
};

export function registrationLook(status: RegistrationStatus): StatusLook & { detail: string } {
  return {
    label: REGISTRATION_LABELS[status],
    detail: REGISTRATION_DESCRIPTIONS[status],
    ...GLYPHS[status],
  };
}

export const SUBSCRIPTION_STATUS_TEXTS = {
  noMembership: "No membership yet",
  noMembershipDetail: "Become a member for mentor sessions, mock interviews and job referrals.",
  plan: "Plan",
  fee: "Fee",
  free: "Free",
  renewsOn: "Renews on",
  endsOn: "Ends on",
  membership: "Membership",
} as const;
