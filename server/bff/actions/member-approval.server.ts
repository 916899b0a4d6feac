import { upstreamFailure } from "./answers.server";
import { apiCallAnswer } from "./api-call-result.server";
import { callForAction } from "./call.server";
import { requestObjectOf } from "./payload.server";
import { subjectOf } from "./subject.server";
import type { ActionHandler } from "./types.server";

/**
 * MEMBER_APPROVAL_APPROVED and MEMBER_APPROVAL_SKIP: /api/v1/member/approval with the action's
 * requestObject and the decision, which comes from the intent and never from the browser's object.
 */
const DECISIONS: Record<string, "APPROVED" | "SKIP"> = {
  MEMBER_APPROVAL_APPROVED: "APPROVED",
  MEMBER_APPROVAL_SKIP: "SKIP",
};

export const handleMemberApproval: ActionHandler = async (ctx) => {
  const subject = subjectOf(ctx);
  const decision = DECISIONS[ctx.intent] ?? "SKIP";
  const { result, setCookies } = await callForAction(ctx, "memberApproval", {
    body: { ...requestObjectOf(ctx.action), decision },
  });
  if (!result.ok) return upstreamFailure(subject, result.error, { setCookies });
  return apiCallAnswer(subject, result.data, { setCookies });
};
