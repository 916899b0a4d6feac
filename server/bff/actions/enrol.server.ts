import { invalidInput, upstreamFailure } from "./answers.server";
import { apiCallAnswer, apiCallResultSchema } from "./api-call-result.server";
import { callForAction } from "./call.server";
import { INVALID_ACTION_MESSAGE, itemIdSchema, requestObjectOf } from "./payload.server";
import { subjectOf } from "./subject.server";
import type { ActionHandler } from "./types.server";

/** Spec 02 section 8: the enrolment failure text. */
export const ENROL_FAILED = "Failed to enrol";

/**
 * ENROL, EVENTS_ENROL, SUBSCRIPTION_ENROL and WORKSHOP_ENROL (spec 02 section 7): the item's id
 * comes from the action's requestObject under the name its path expects; the answer is an
 * API-call result ("You're enrolled in ..."). The platform decides whether the item is free.
 */
const ENROL_CALLS: Record<string, { path: string; idField: string }> = {
  ENROL: { path: "/api/v1/enroll", idField: "courseId" },
  EVENTS_ENROL: { path: "/api/v1/enroll/event", idField: "eventId" },
  SUBSCRIPTION_ENROL: { path: "/api/v1/enroll/subscription", idField: "subscriptionId" },
  WORKSHOP_ENROL: { path: "/api/v1/enroll/workshop", idField: "workshopId" },
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
