import type { EnrolmentRepository } from "../db/enrolments";
import type { UserRecord } from "../db/users";
import { HttpError } from "../http/json";

/**
 * Who may have what (docs/security.md; docs/contract.md "Entitlements"): course media, rewards
 * and certificates belong to a course, and only a learner enrolled in it gets them. Admins may
 * sign any course's media (authors preview lessons); rewards and certificates are personal.
 */
export const NOT_ENROLLED_MESSAGE = "You are not enrolled in this course.";

/** The course each reward belongs to. */
export const REWARD_COURSE: Readonly<Record<string, string>> = {
  "streak-7": "da-fellowship",
};

/** Learners enrolled by the seed (the seeded dashboard's learner), so the demo has one. */
export const SEEDED_ENROLMENTS: ReadonlyArray<{ userId: string; itemId: string }> = [
  { userId: "usr_learner", itemId: "da-fellowship" },
];

export function createEntitlements(enrolments: EnrolmentRepository) {
  const enrolled = (user: UserRecord, courseId: string | undefined) =>
    courseId !== undefined && enrolments.find(user.id, courseId) !== undefined;

  return {
    /** 403 unless the user is enrolled in the course (or an admin, when `admins` is true). */
    requireCourse(user: UserRecord, courseId: string | undefined, { admins = false } = {}) {
      if (admins && user.isAdmin) return;
      if (!enrolled(user, courseId)) {
        throw new HttpError(403, {
          errorMessage: NOT_ENROLLED_MESSAGE,
          message: NOT_ENROLLED_MESSAGE,
        });
      }
    },
  };
}

export type Entitlements = ReturnType<typeof createEntitlements>;

/** Idempotent: the seeded enrolments exist after every start. */
export function seedEnrolments(enrolments: EnrolmentRepository, now: string): void {
  for (const { userId, itemId } of SEEDED_ENROLMENTS) {
    enrolments.enrol({ userId, itemId, source: "FREE", now });
  }
}
