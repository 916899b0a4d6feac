import { answer, invalidInput, upstreamFailure } from "./answers.server";
import { callForAction } from "./call.server";
import { INVALID_ACTION_MESSAGE, itemIdSchema, requestObjectOf } from "./payload.server";
import { subjectOf } from "./subject.server";
import type { ActionHandler } from "./types.server";

export const handleClaimReward: ActionHandler = async (ctx) => {
  const subject = subjectOf(ctx);
  const rewardId = itemIdSchema.safeParse(requestObjectOf(ctx.action).rewardId);
  if (!rewardId.success) return invalidInput(subject, { action: INVALID_ACTION_MESSAGE });
  const { result, setCookies } = await callForAction(ctx, "claimReward", {
    body: { rewardId: rewardId.data },
  });
  if (!result.ok) return upstreamFailure(subject, result.error, { setCookies });
  const message = result.data?.trim() ? result.data : undefined;
  return answer(
    { intent: subject.intent, formId: subject.formId, ok: true, message },
    200,
    setCookies,
  );
};
