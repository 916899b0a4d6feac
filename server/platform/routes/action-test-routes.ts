import type { IncomingMessage } from "node:http";
import type { UserRecord } from "../db/users";
import { HttpError, sendJson } from "../http/json";
import type { RouteTable } from "../http/route";
import type { ActionDeps } from "./action-deps";

/**
 * Test mode only (PLATFORM_TEST_MODE=1): what the actions of issue 5 stored, as JSON, for the
 * integration and end-to-end tests. Nothing here changes data.
 */
function userOf(deps: ActionDeps, req: IncomingMessage): UserRecord {
  const email = new URL(req.url ?? "/", "http://platform").searchParams.get("email");
  if (!email) throw new HttpError(400, { errorMessage: "Add ?email= to the address" });
  const user = deps.users.findByEmail(email.trim().toLowerCase());
  if (!user) throw new HttpError(404, { errorMessage: "User not found" });
  return user;
}

export function actionTestRoutes(deps: ActionDeps): RouteTable {
  return {
    "/__test/orders": {
      GET: (req, res) => {
        const user = userOf(deps, req);
        sendJson(
          res,
          200,
          deps.orders.listForUser(user.id).map((order) => ({
            ...order,
            attempts: deps.orders.attempts(order.id),
          })),
        );
      },
    },
    "/__test/enrolments": {
      GET: (req, res) => sendJson(res, 200, deps.enrolments.listForUser(userOf(deps, req).id)),
    },
    "/__test/notify": {
      GET: (req, res) => sendJson(res, 200, deps.enrolments.notifications(userOf(deps, req).id)),
    },
    "/__test/form-submissions": {
      GET: (_req, res) => sendJson(res, 200, deps.submissions.list()),
    },
    "/__test/referral-captures": {
      GET: (_req, res) => sendJson(res, 200, deps.members.referrals()),
    },
    "/__test/user-actions": {
      GET: (req, res) => {
        const user = userOf(deps, req);
        sendJson(res, 200, {
          rewardClaims: deps.learning.claims(user.id),
          activities: deps.learning.activities(user.id),
          memberApprovals: deps.members.approvals(user.id),
          profileSubmissions: deps.members.profiles(user.id),
          uploads: deps.uploads.listForUser(user.id),
          resumeUrl: deps.uploads.resumeOf(user.id) ?? null,
        });
      },
    },
  };
}
