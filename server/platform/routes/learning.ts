import { mount, requestOf } from "../http/mount";
import { REWARD_COURSE } from "../commerce/entitlements";
import { z } from "zod";
import {
  actionError,
  idSchema,
  parseAction,
  readActionBody,
  requireUser,
} from "../http/action-body";
import { sendJson } from "../http/json";
import type { RouteTable } from "../http/route";
import { certificatePdf } from "../pdf/certificate";
import { ACTIVITY_STATUSES, LEARNING_ACTIVITIES } from "../seed/catalog";
import { nowOf, type ActionDeps } from "./action-deps";

export const REWARD_ALREADY_CLAIMED = "Reward already claimed";
const REWARD_NOT_FOUND = "Reward not found";
const ACTIVITY_NOT_FOUND = "This activity is not part of your course";
const CERTIFICATE_NOT_FOUND = "Certificate not found";

/** The onboarding call is kept as an activity of its own. */
const ONBOARDING_ACTIVITY = "onboarding";

const ACTIVITY_TEXT: Record<(typeof ACTIVITY_STATUSES)[number], string> = {
  NOT_STARTED: "Progress reset",
  IN_PROGRESS: "Progress saved",
  COMPLETED: "Marked as complete",
};

const claimSchema = z.object({ rewardId: idSchema });
const activitySchema = z.object({ activityId: idSchema, status: z.enum(ACTIVITY_STATUSES) });
const certificateSchema = z.object({ courseId: idSchema });

const dateText = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" }).format(
    new Date(iso),
  );

const claimRewardRequest = requestOf("claimReward", claimSchema);
const activityUpdateRequest = requestOf("activityUpdate", activitySchema);
const certificateDownloadRequest = requestOf("certificateDownload", certificateSchema);

/** Rewards, learning-activity updates, onboarding and the certificate download. */
export function learningRoutes(deps: ActionDeps): RouteTable {
  return {
    ...mount("claimReward", async (req, res, { session }) => {
      const user = requireUser(session);
      const { rewardId } = parseAction(claimRewardRequest, await readActionBody(req));
      const reward = deps.catalog.findReward(rewardId);
      if (!reward) throw actionError(404, REWARD_NOT_FOUND);
      deps.entitlements.requireCourse(user, REWARD_COURSE[reward.id]);
      if (!deps.learning.claimReward(user.id, reward.id, nowOf(deps))) {
        throw actionError(400, REWARD_ALREADY_CLAIMED);
      }
      sendJson(res, 200, { rewardId: reward.id, statusMessage: reward.statusMessage });
    }),
    ...mount("activityUpdate", async (req, res, { session }) => {
      const user = requireUser(session);
      const input = parseAction(activityUpdateRequest, await readActionBody(req));
      if (!Object.hasOwn(LEARNING_ACTIVITIES, input.activityId)) {
        throw actionError(404, ACTIVITY_NOT_FOUND);
      }
      deps.learning.setActivity(user.id, input.activityId, input.status, nowOf(deps));
      sendJson(res, 200, {
        status: "SUCCESS",
        statusMessage: ACTIVITY_TEXT[input.status],
        reloadPage: false,
      });
    }),
    ...mount("onboardingUpdate", async (req, res, { session }) => {
      const user = requireUser(session);
      // No payload is defined; whatever is sent must still be JSON (or nothing).
      await readActionBody(req);
      deps.learning.setActivity(user.id, ONBOARDING_ACTIVITY, "COMPLETED", nowOf(deps));
      // Onboarding done: no longer a new user (GET /api/v1/user/status, decision 019).
      if (user.isNewUser) deps.users.update(user.id, { isNewUser: false }, nowOf(deps));
      res.writeHead(204, { "Cache-Control": "no-store" });
      res.end();
    }),
    ...mount("certificateDownload", async (req, res, { session }) => {
      const user = requireUser(session);
      const { courseId } = parseAction(certificateDownloadRequest, await readActionBody(req));
      const course = deps.catalog.findItem(courseId);
      if (!course || course.itemType !== "COURSE") throw actionError(404, CERTIFICATE_NOT_FOUND);
      deps.entitlements.requireCourse(user, course.id);
      const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || "Learner";
      const pdf = certificatePdf({ name, course: course.name, date: dateText(nowOf(deps)) });
      res.writeHead(200, {
        "Content-Type": "application/pdf",
        "Content-Length": String(pdf.length),
        "Content-Disposition": 'attachment; filename="certificate.pdf"',
        "Cache-Control": "no-store",
      });
      res.end(pdf);
    }),
  };
}
