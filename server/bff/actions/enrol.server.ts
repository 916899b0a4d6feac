import { invalidInput, upstreamFailure } from "./answers.server";
import { apiCallResultSchema } from "~/contract/answers";
import { apiCallAnswer } from "./api-call-result.server";
import { callForAction } from "./call.server";
import { INVALID_ACTION_MESSAGE, itemIdSchema, requestObjectOf } from "./payload.server";
import { subjectOf } from "./subject.server";
import type { ActionHandler } from "./types.server";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { ENROL_FAILED } from "~/contract/action-texts";

export { ENROL_FAILED };

/**
 * ENROL, EVENTS_ENROL, SUBSCRIPTION_ENROL and WORKSHOP_ENROL (spec 02 section 7): the item's id
 * comes from the action's requestObject under the name its path expects; the answer is an
 * API-call result ("You're enrolled in ..."). The platform decides whether the item is free.
 */
const ENROL_CALLS: Record<string, { path: string; idField: string }> = {
  ENROL: { path: UPSTREAM_CALLS.enrolCourse.path, idField: "courseId" },
  EVENTS_ENROL: { path: UPSTREAM_CALLS.enrolEvent.path, idField: "eventId" },
  SUBSCRIPTION_ENROL: { path: UPSTREAM_CALLS.enrolSubscription.path, idField: "subscriptionId" },
  WORKSHOP_ENROL: { path: UPSTREAM_CALLS.enrolWorkshop.path, idField: "workshopId" },
};

export const handleEnrol: ActionHandler = async (ctx) => {
  const subject = subjectOf(ctx);
  const call = ENROL_CALLS[ctx.intent];
  const id = itemIdSchema.safeParse(requestObjectOf(ctx.action)[call?.idField ?? ""]);
  if (!call || !id.success) {
    return invalidInput(subject, { action: INVALID_ACTION_MESSAGE }, ENROL_FAILED);
  }
  const { result, setCookies } = await callForAction(ctx, {
    path: call.path,
    body: { [call.idField]: id.data },
    schema: apiCallResultSchema,
  });
  if (!result.ok)
    return upstreamFailure(subject, result.error, { fallback: ENROL_FAILED, setCookies });
  return apiCallAnswer(subject, result.data, { failureText: ENROL_FAILED, setCookies });
};
