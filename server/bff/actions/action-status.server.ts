import type { AppLoadContext } from "@remix-run/node";
import { apiCallResultSchema } from "~/contract/answers";
import { readCheckedForm, refusedFormJson } from "../csrf.server";
import { heldCallClient, withHeldCallSlot } from "../held-calls.server";
import { noStoreJson } from "../json-answer.server";
import { failureText } from "../upstream-error.server";
import { callDescribedForAction } from "./call.server";
import {
  INVALID_ACTION_MESSAGE,
  isActionApiPath,
  parseActionJson,
  requestObjectOf,
} from "./payload.server";
import { ACTION_FIELDS } from "~/shared/action-result";

/**
 * POST /api/action-status (docs/decisions/020): one poll of the pending kinds
 * INTERVIEW_MATCH_STATUS and MEETING_LINK_STATUS. The browser posts the status action the page
 * gave it (signed by the BFF, docs/decisions/007), the BFF calls its uri as the user and answers
 * only `{status, statusMessage}`: the page decides from the status whether to poll again.
 */
export async function handleActionStatus(
  request: Request,
  context: AppLoadContext,
): Promise<Response> {
  let form: FormData;
  try {
    form = await readCheckedForm(request, context);
  } catch (error) {
    return refusedFormJson(error);
  }
  const action = parseActionJson(form.get(ACTION_FIELDS.action));
  if (!action || !isActionApiPath(action.uri)) {
    return noStoreJson({ message: INVALID_ACTION_MESSAGE }, 400);
  }
  const uri = action.uri;
  const token = context.session.auth.token;
  return withHeldCallSlot(heldCallClient(request, token), () =>
    pollStatus(context, uri, requestObjectOf(action)),
  );
}

/** The poll itself: the status action's call as the user, its `{status, statusMessage}`. */
async function pollStatus(
  context: AppLoadContext,
  uri: string,
  body: ReturnType<typeof requestObjectOf>,
): Promise<Response> {
  const { result, setCookies } = await callDescribedForAction({ context }, uri, {
    body,
    answer: apiCallResultSchema,
  });
  if (!result.ok) {
    const status = result.error.kind === "timeout" ? 504 : result.error.status === 401 ? 401 : 502;
    return noStoreJson({ message: failureText(result.error) }, status, setCookies);
  }
  const { status, statusMessage } = result.data;
  return noStoreJson({ status, statusMessage }, 200, setCookies);
}
