import { describe, expect, it } from "vitest";
import {
  membershipTracking,
  REGISTRATION_LABELS,
  registrationStatusOf,
} from "~/contract/registration";
import { userStatusAnswerSchema } from "~/contract/account-calls";

describe("registration status (spec 01 sections 4 and 6)", () => {
  it("labels are the spec's membership labels", () => {
    expect(Object.values(REGISTRATION_LABELS)).toEqual([
      "Approved",
      "Skipped",
      "Registered",
      "On the waitlist",
    ]);
  });

  it("takes the upstream's status when it knows it, else derives it from the flags", () => {
    expect(registrationStatusOf({ registrationStatus: "SKIPPED", isWhitelisted: true })).toBe(
      "SKIPPED",
    );
    expect(registrationStatusOf({ registrationStatus: "SOMETHING_NEW", isWhitelisted: true })).toBe(
      "APPROVED",
    );
    expect(registrationStatusOf({ isPersonalInfoPresent: true })).toBe("WAITLISTED");
    expect(registrationStatusOf({})).toBe("REGISTERED");
  });

  it("tracks whitelisted as approved, anything else as waitlisted", () => {
    expect(membershipTracking(true)).toBe("approved");
    expect(membershipTracking(false)).toBe("waitlisted");
    expect(membershipTracking(undefined)).toBe("waitlisted");
  });

  it("the user-status answer keeps unknown fields and values, refuses a wrong shape", () => {
    const parsed = userStatusAnswerSchema.safeParse({
      userStatus: { isWhitelisted: true, registrationStatus: "VIP", extra: 1 },
      more: "kept",
    });
    expect(parsed.success).toBe(true);
    expect(userStatusAnswerSchema.safeParse({ userStatus: "yes" }).success).toBe(false);
  });
});
