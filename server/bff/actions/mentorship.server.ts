import { z } from "zod";
import { invalidInput, upstreamFailure } from "./answers.server";
import { apiCallAnswer } from "./api-call-result.server";
import { callForAction } from "./call.server";
import { isLinkedInProfileUrl, LINKEDIN_INVALID } from "./linkedin.server";
import { INVALID_ACTION_MESSAGE, itemIdSchema, requestObjectOf } from "./payload.server";
import { subjectOf } from "./subject.server";
import type { ActionHandler } from "./types.server";

/**
 * MENTORSHIP_ENROLMENT (spec 02 section 3): cohortId and courseId from the form's submitAction
 * requestObject, linkedInUrl checked against the LinkedIn pattern here (the platform checks it
 * again), and every other field of the form as the requirements map.
 */
const LINKEDIN_FIELD = "linkedInUrl";
const REQUIREMENT_PREFIX = /^requirements(?:\.|\[)([^\]]+)\]?$/;
const MAX_REQUIREMENT = 2000;

const idsSchema = z.object({ cohortId: itemIdSchema, courseId: itemIdSchema });

function requirementsOf(values: Record<string, string>): Record<string, string> {
  const requirements: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (name === LINKEDIN_FIELD) continue;
    const key = REQUIREMENT_PREFIX.exec(name)?.[1] ?? name;
    requirements[key] = value.trim().slice(0, MAX_REQUIREMENT);
  }
  return requirements;
}

export const handleMentorship: ActionHandler = async (ctx) => {
  const subject = subjectOf(ctx);
  const values = subject.values ?? {};
  const ids = idsSchema.safeParse(requestObjectOf(ctx.action));
  if (!ids.success) return invalidInput(subject, { action: INVALID_ACTION_MESSAGE });
  const linkedInUrl = (values[LINKEDIN_FIELD] ?? "").trim();
  if (!isLinkedInProfileUrl(linkedInUrl)) {
    return invalidInput(subject, { [LINKEDIN_FIELD]: LINKEDIN_INVALID });
  }
  const { result, setCookies } = await callForAction(ctx, "enrolMentorship", {
    body: { ...ids.data, linkedInUrl, requirements: requirementsOf(values) },
  });
  if (!result.ok) return upstreamFailure(subject, result.error, { setCookies });
  return apiCallAnswer(subject, result.data, { setCookies });
};
