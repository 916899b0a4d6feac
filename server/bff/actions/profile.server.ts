import { z } from "zod";
import { invalidInput, upstreamFailure } from "./answers.server";
import { apiCallAnswer } from "./api-call-result.server";
import { callForAction } from "./call.server";
import { REQUIRED, tooLong } from "./field-messages.server";
import { requestObjectOf } from "./payload.server";
import { subjectOf } from "./subject.server";
import type { ActionHandler } from "./types.server";

/**
 * PROFILE_SUBMIT: /api/v1/user/profile/submit {firstName, lastName, headLine?, company?,
 * designation?}. The visitor's fields win over values the action's requestObject carries.
 */
const name = z.string({ required_error: REQUIRED }).trim().min(1, REQUIRED).max(100, tooLong(100));
const optionalText = z.string().trim().max(200, tooLong(200)).optional();

export const profileSchema = z.object({
  firstName: name,
  lastName: name,
  headLine: optionalText,
  company: optionalText,
  designation: optionalText,
});

const FIELDS = ["firstName", "lastName", "headLine", "company", "designation"] as const;

function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !(field in out)) out[field] = issue.message;
  }
  return out;
}

export const handleProfileSubmit: ActionHandler = async (ctx) => {
  const subject = subjectOf(ctx);
  const fromAction = requestObjectOf(ctx.action);
  const input: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const typed = subject.values?.[field];
    input[field] = typed ?? (typeof fromAction[field] === "string" ? fromAction[field] : undefined);
  }
  const parsed = profileSchema.safeParse(input);
  if (!parsed.success) return invalidInput(subject, fieldErrorsOf(parsed.error));
  const body = Object.fromEntries(
    Object.entries(parsed.data).filter(([, value]) => value !== undefined && value !== ""),
  );
  const { result, setCookies } = await callForAction(ctx, "profileSubmit", { body });
  if (!result.ok) return upstreamFailure(subject, result.error, { setCookies });
  return apiCallAnswer(subject, result.data, { setCookies });
};
