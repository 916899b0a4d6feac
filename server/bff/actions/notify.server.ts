import { SOMETHING_WENT_WRONG } from "../upstream-error.server";
import { answer, invalidInput, upstreamFailure } from "./answers.server";
import { callForAction } from "./call.server";
import { isFailedStatus } from "./api-call-result.server";
import { INVALID_ACTION_MESSAGE, itemIdSchema, requestObjectOf } from "./payload.server";
import { subjectOf } from "./subject.server";
import type { ActionHandler } from "./types.server";
import { NOTIFY_TOAST } from "~/contract/action-texts";

export { NOTIFY_TOAST };

/** COURSE_NOTIFY: /api/v1/course/action/notify {courseId}; idempotent on the platform. */
export const handleNotify: ActionHandler = async (ctx) => {
  const subject = subjectOf(ctx);
  const courseId = itemIdSchema.safeParse(requestObjectOf(ctx.action).courseId);
  if (!courseId.success) return invalidInput(subject, { action: INVALID_ACTION_MESSAGE });
  const { result, setCookies } = await callForAction(ctx, "courseNotify", {
    body: { courseId: courseId.data },
  });
  if (!result.ok) return upstreamFailure(subject, result.error, { setCookies });
  if (isFailedStatus(result.data.status)) {
    const message = result.data.statusMessage?.trim() || undefined;
    return answer(
      { ...subject, ok: false, message: message ?? SOMETHING_WENT_WRONG },
      200,
      setCookies,
    );
  }
  return answer(
    { intent: subject.intent, formId: subject.formId, ok: true, message: NOTIFY_TOAST },
    200,
    setCookies,
  );
};
