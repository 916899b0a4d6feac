import { invalidInput, upstreamFailure } from "./answers.server";
import { apiCallAnswer } from "./api-call-result.server";
import { callForAction } from "./call.server";
import { INVALID_ACTION_MESSAGE, itemIdSchema, requestObjectOf } from "./payload.server";
import { subjectOf } from "./subject.server";
import type { ActionHandler } from "./types.server";
import type { CallBody } from "../upstream-client.server";
import { ENROL_FAILED } from "~/contract/action-texts";

export { ENROL_FAILED };

/**
 * ENROL, EVENTS_ENROL, SUBSCRIPTION_ENROL and WORKSHOP_ENROL (spec 02 section 7): the item's id
 * comes from the action's requestObject under the name its path expects; the answer is an
 * API-call result ("You're enrolled in ..."). The platform decides whether the item is free.
 */
const ENROL_CALLS: Record<string, (id: string) => EnrolCall> = {
  ENROL: (courseId) => ["enrolCourse", { courseId }],
  EVENTS_ENROL: (eventId) => ["enrolEvent", { eventId }],
  SUBSCRIPTION_ENROL: (subscriptionId) => ["enrolSubscription", { subscriptionId }],
  WORKSHOP_ENROL: (workshopId) => ["enrolWorkshop", { workshopId }],
};
const ID_FIELDS: Record<string, string> = {
  ENROL: "courseId",
  EVENTS_ENROL: "eventId",
  SUBSCRIPTION_ENROL: "subscriptionId",
  WORKSHOP_ENROL: "workshopId",
};

type EnrolName = "enrolCourse" | "enrolEvent" | "enrolSubscription" | "enrolWorkshop";
/** One enrol call of the catalogue with its typed body. */
type EnrolCall = { [N in EnrolName]: [N, CallBody<N>] }[EnrolName];

export const handleEnrol: ActionHandler = async (ctx) => {
  const subject = subjectOf(ctx);
  const callOf = ENROL_CALLS[ctx.intent];
  const id = itemIdSchema.safeParse(requestObjectOf(ctx.action)[ID_FIELDS[ctx.intent] ?? ""]);
  if (!callOf || !id.success) {
    return invalidInput(subject, { action: INVALID_ACTION_MESSAGE }, ENROL_FAILED);
  }
  const [name, body] = callOf(id.data);
  const { result, setCookies } = await callForAction(ctx, name, { body });
  if (!result.ok)
    return upstreamFailure(subject, result.error, { fallback: ENROL_FAILED, setCookies });
  return apiCallAnswer(subject, result.data, { failureText: ENROL_FAILED, setCookies });
};
