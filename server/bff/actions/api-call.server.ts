import { getEnv } from "../env.server";
import { sealInterviewNavigation } from "../interview-context.server";
import { transportError } from "../upstream-error.server";
import { answer, invalidInput, safeRedirect, upstreamFailure } from "./answers.server";
import { apiCallResultSchema } from "~/contract/answers";
import { apiCallAnswer, isFailedStatus } from "./api-call-result.server";
import { callDescribedForAction } from "./call.server";
import { INVALID_ACTION_MESSAGE, isActionApiPath, requestObjectOf } from "./payload.server";
import { subjectOf } from "./subject.server";
import type { ActionHandler } from "./types.server";
import { logger } from "../../shared/logger";

/**
 * API_CALL (spec 02 section 7, "Generic API-call action"): the server's uri with requestObject.
 * Fire-and-forget: nobody waits for the answer ("there is no response"), so the page is answered
 * at once and the call runs on with its own time-out (not the browser's request, which ends now).
 */
export const handleApiCall: ActionHandler = async (ctx) => {
  const subject = subjectOf(ctx);
  const uri = ctx.action?.uri;
  if (!isActionApiPath(uri)) return invalidInput(subject, { action: INVALID_ACTION_MESSAGE });
  const call = { body: requestObjectOf(ctx.action), answer: apiCallResultSchema };
  if (ctx.action?.fireAndForget) {
    const signal = AbortSignal.timeout(getEnv().UPSTREAM_TIMEOUT_MS);
    void callDescribedForAction(ctx, uri, { ...call, signal }).then(({ result }) => {
      if (result.ok) return;
      logger.warn(
        { event: "fire-and-forget-failed", kind: result.error.kind, status: result.error.status },
        "fire and forget failed",
      );
    });
    return answer({ intent: subject.intent, formId: subject.formId, ok: true });
  }
  const { result, setCookies } = await callDescribedForAction(ctx, uri, {
    ...call,
    sealsInterviewContext: true,
  });
  if (!result.ok) return upstreamFailure(subject, result.error, { setCookies });
  // START_AI_INTERVIEW: the follow-up opens the interview with its context, kept server-side
  // (spec 01 section 2.4): never an address, never the page.
  const action = result.data.action;
  if (action?.type === "NAVIGATION" && action.uri?.startsWith("/interview/") && action.context) {
    const interview = await sealInterviewNavigation(action);
    if (!interview || isFailedStatus(result.data.status)) {
      return upstreamFailure(subject, transportError("parse"), { setCookies });
    }
    return safeRedirect(interview.path, [...setCookies, interview.setCookie]);
  }
  const withResponse = ctx.action?.callback?.kind === "NETWORK_CALL";
  return apiCallAnswer(subject, result.data, { setCookies, withResponse });
};
