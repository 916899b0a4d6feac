import { mount } from "../http/mount";
import { requireSession } from "../auth/session";
import { toLoginUserInfo, userStatusOf } from "../auth/user-info";
import type { MemberRecordRepository } from "../db/member-records";
import type { UserRecord } from "../db/users";
import { sendJson } from "../http/json";
import type { RouteTable } from "../http/route";
import type { RegistrationStatus } from "~/contract/registration";

/**
 * The registration status of spec 01 section 4's membership labels (docs/contract.md): approved
 * when whitelisted; skipped when the latest member approval was a skip; on the waitlist once the
 * profile is complete; registered before that.
 */
export function registrationStatusOf(
  user: UserRecord,
  members?: MemberRecordRepository,
): RegistrationStatus {
  if (user.isWhitelisted) return "APPROVED";
  const latest = members?.approvals(user.id).at(-1);
  if (latest?.decision === "SKIP") return "SKIPPED";
  return user.isPersonalInfoPresent ? "WAITLISTED" : "REGISTERED";
}

/** Spec 02 section 7 "Media and user": who is signed in, and their status flags. */
export function userRoutes(members?: MemberRecordRepository): RouteTable {
  return {
    ...mount("userInfo", (_req, res, { session }) =>
      sendJson(res, 200, toLoginUserInfo(requireSession(session).user)),
    ),
    ...mount("userStatus", (_req, res, { session }) => {
      const { user } = requireSession(session);
      sendJson(res, 200, {
        userStatus: {
          ...userStatusOf(user),
          registrationStatus: registrationStatusOf(user, members),
        },
      });
    }),
  };
}
