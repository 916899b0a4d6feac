import type { LoggedInUser } from "~/contract/user";

/** Spec 01 section 2.2: the header greets with the first name, "Me" when there is none. */
export function displayFirstName(user: LoggedInUser): string {
  return user.firstName?.trim() || "Me";
}

/** First and last name for the profile dropdown; empty when neither is known. */
export function fullName(user: LoggedInUser): string {
  return [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
}

/** Spec 01 section 6: the Refer entry is for admins, Rise members and Scale members only. */
export function canRefer(user: LoggedInUser): boolean {
  return user.isAdmin || user.isRiseMember || user.isScaleMember;
}

/** The initial shown in place of a missing profile photo. */
export function initialOf(user: LoggedInUser): string {
  return (user.firstName?.trim() || user.email?.trim() || "M").charAt(0).toUpperCase();
}
