import type { IncomingMessage } from "node:http";
import type { UserRecord } from "../db/users";
import { z } from "zod";
import { HttpError, readJsonBody, sendJson } from "../http/json";
import { parseBody } from "../http/validation";
import type { RouteTable } from "../http/route";
import { nowOf, type ActionDeps } from "./action-deps";

/**
 * Test mode only (PLATFORM_TEST_MODE=1): what the page actions (decision 006) stored, as JSON, for the
 * integration and end-to-end tests. Nothing here changes data, but `/__test/enrol`, which
 * enrols a test user in a course (the entitlement rules need an enrolled learner).
 */
const enrolSchema = z.object({
  email: z.string().min(3).max(320),
  itemId: z.string().min(1).max(100),
});
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
    "/__test/enrol": {
      POST: async (req, res) => {
        const body = parseBody(enrolSchema, await readJsonBody(req));
        const user = deps.users.findByEmail(body.email.trim().toLowerCase());
        if (!user) throw new HttpError(404, { errorMessage: "User not found" });
        if (!deps.catalog.findItem(body.itemId)) {
          throw new HttpError(404, { errorMessage: "Item not found" });
        }
        deps.enrolments.enrol({
          userId: user.id,
          itemId: body.itemId,
          source: "FREE",
          now: nowOf(deps),
        });
        sendJson(res, 200, { ok: true });
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
