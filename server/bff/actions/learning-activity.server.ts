import { z } from "zod";
import { invalidInput, upstreamFailure } from "./answers.server";
import { apiCallAnswer } from "./api-call-result.server";
import { callForAction } from "./call.server";
import { INVALID_ACTION_MESSAGE, itemIdSchema, requestObjectOf } from "./payload.server";
import { subjectOf } from "./subject.server";
import type { ActionHandler } from "./types.server";
import { ACTIVITY_FAILED } from "~/contract/action-texts";

export { ACTIVITY_FAILED };

const updateSchema = z.object({
  activityId: itemIdSchema,
  status: z
    .string()
    .trim()
    .regex(/^[A-Za-z_]{1,40}$/),
});

/** LEARNING_ACTIVITY_UPDATE: /api/v1/lms-service/user-activity/update {activityId, status}. */
export const handleLearningActivity: ActionHandler = async (ctx) => {
  const subject = subjectOf(ctx);
  const parsed = updateSchema.safeParse(requestObjectOf(ctx.action));
  if (!parsed.success) {
    return invalidInput(subject, { action: INVALID_ACTION_MESSAGE }, ACTIVITY_FAILED);
  }
  const { result, setCookies } = await callForAction(ctx, "activityUpdate", { body: parsed.data });
  if (!result.ok) {
    return upstreamFailure(subject, result.error, { fallback: ACTIVITY_FAILED, setCookies });
  }
  return apiCallAnswer(subject, result.data, { failureText: ACTIVITY_FAILED, setCookies });
};
