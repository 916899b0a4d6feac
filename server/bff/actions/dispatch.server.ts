import { data, type AppLoadContext } from "@remix-run/node";
import { ACTION_FIELDS } from "~/shared/action-result";
import { CSRF_FIELD } from "../csrf.server";
import type { SessionAuth } from "../session.server";
import { SOMETHING_WENT_WRONG } from "../upstream-error.server";
import { answer, statusOf, withCookiesFirst } from "./answers.server";
import { HANDLERS } from "./handlers.server";
import {
  isPageActionIntent,
  mayCarryFiles,
  needsLogin,
  REPLAY_INTENT,
  type PageActionIntent,
} from "./intents.server";
import { askForLogin, pagePathOf } from "./login-gate.server";
import {
  actionFitsIntent,
  formIdOf,
  INVALID_ACTION_MESSAGE,
  parseCommonFields,
  visitorFiles,
  visitorValues,
} from "./payload.server";
import { readActionForm } from "./read-form.server";
import { replayOfferOf, takeReplay } from "./replay.server";
import type { ActionAnswer } from "./types.server";
import { logger } from "../../shared/logger";

/**
 * The action of every server-driven page ($.tsx, _index.tsx; docs/decisions/006): the form is
 * read within limits and CSRF-checked, the intent must be a known one, the common fields are
 * validated (the `action` JSON, its uri, the formId), login is asked for where the intent needs
 * it (the form is kept and replayed after login), then the intent's handler runs and validates
 * its own fields. Every answer is data(ActionResult) or a safe redirect; never a 500.
 */
export const UNKNOWN_INTENT_MESSAGE = "This action is not available.";
export const NOTHING_TO_CONTINUE_MESSAGE = "There is nothing left to continue.";
export const FILES_NOT_ALLOWED_MESSAGE = "This form does not take files.";

const PRINTABLE_INTENT = /^[A-Z][A-Z0-9_]{0,63}$/;

function intentLabel(value: unknown): string {
  return typeof value === "string" && PRINTABLE_INTENT.test(value) ? value : "";
}

/**
 * A posted page action. `auth` is the request's one session (the load context's): a taken
 * replay or a dropped kept form changes that session, and the end of the request writes it.
 */
interface Posted {
  request: Request;
  form: FormData;
  intent: unknown;
  auth: SessionAuth;
  context: AppLoadContext;
}

/** REPLAY: the form kept before login, taken once, posted again with this post's token. */
function replayed(posted: Posted): Posted | ActionAnswer {
  const { request, form, auth, context } = posted;
  const subject = { intent: REPLAY_INTENT, ok: false };
  if (!auth.user) return answer({ ...subject, message: NOTHING_TO_CONTINUE_MESSAGE }, 401);
  const taken = takeReplay(auth.session, pagePathOf(request), form.get(CSRF_FIELD));
  if (!taken) return answer({ ...subject, message: NOTHING_TO_CONTINUE_MESSAGE }, 409);
  return { request, form: taken.form, intent: taken.intent, auth, context };
}

/**
 * A logged-in post of the intent that is waiting as the kept form of this page (the page's own
 * script posts it again after login): the kept one is dropped so it cannot run a second time.
 */
function dropKeptForm(posted: Posted, intent: PageActionIntent): void {
  const path = pagePathOf(posted.request);
  if (posted.auth.user && replayOfferOf(posted.auth.session, path)?.intent === intent) {
    posted.auth.session.unset("replayForm");
  }
}

async function dispatch(first: Posted): Promise<ActionAnswer> {
  let posted = first;
  if (posted.intent === REPLAY_INTENT) {
    const next = replayed(posted);
    if (!("form" in next)) return next;
    posted = next;
  }
  const { intent } = posted;
  const values = visitorValues(posted.form);
  const formId = formIdOf(posted.form.get(ACTION_FIELDS.formId));
  if (!isPageActionIntent(intent)) {
    const subject = { intent: intentLabel(intent), formId, ok: false };
    return answer({ ...subject, message: UNKNOWN_INTENT_MESSAGE }, 400);
  }
  const subject = { intent, formId, values };
  const common = parseCommonFields(posted.form);
  if (!common.ok) return answer({ ...subject, ok: false, fieldErrors: common.fieldErrors }, 400);
  const files = visitorFiles(posted.form);
  if (files.length && !mayCarryFiles(intent)) {
    const fieldErrors = Object.fromEntries(files.map((f) => [f.name, FILES_NOT_ALLOWED_MESSAGE]));
    return answer({ ...subject, ok: false, fieldErrors }, 400);
  }
  const { action } = common.fields;
  // A signed action runs only at the intent of its type: anything else is an altered one.
  if (!actionFitsIntent(intent, action)) {
    const fieldErrors = { [ACTION_FIELDS.action]: INVALID_ACTION_MESSAGE };
    return answer({ ...subject, ok: false, fieldErrors }, 400);
  }
  if (!posted.auth.user && needsLogin(intent, action)) {
    return askForLogin(posted.request, posted.auth, { intent, form: posted.form, action });
  }
  dropKeptForm(posted, intent);
  const handled = await HANDLERS[intent]({
    request: posted.request,
    form: posted.form,
    intent,
    action,
    auth: posted.auth,
    context: posted.context,
  });
  // A server-given uri that turned out to need login (FORM_SUBMIT, API_CALL): ask for it.
  if (!posted.auth.user && statusOf(handled) === 401) {
    return askForLogin(posted.request, posted.auth, { intent, form: posted.form, action });
  }
  return handled;
}

/** The class of what Remix's public data() returns, taken from data() itself (not by name). */
const DataAnswer = data(null).constructor as new (...args: never[]) => object;

function isAnswer(value: unknown): value is ActionAnswer {
  return value instanceof Response || value instanceof DataAnswer;
}

function logUnexpected(error: unknown) {
  logger.error(
    {
      event: "page-action-failed",
      message: error instanceof Error ? error.message : String(error),
    },
    "page action failed",
  );
}

/** The page routes' action: the session and CSRF state are the request's (its load context). */
export async function handlePageAction(
  request: Request,
  context: AppLoadContext,
): Promise<ActionAnswer> {
  const auth = context.session.auth;
  const read = await readActionForm(request, { csrf: context.csrf, auth });
  if (!read.ok) {
    const subject = { intent: intentLabel(read.intent), formId: read.formId, ok: false };
    return answer({ ...subject, message: read.message }, read.status);
  }
  const posted: Posted = {
    request,
    form: read.form,
    intent: read.form.get(ACTION_FIELDS.intent),
    auth,
    context,
  };
  let handled: ActionAnswer;
  try {
    handled = await dispatch(posted);
  } catch (error) {
    if (isAnswer(error)) {
      // A handler that throws its answer (a redirect, data()) means it as the answer.
      handled = error;
    } else {
      // A bug of ours (500, not a gateway's 502) must not become a crash page for the visitor:
      // the page stays, with the generic failure; the error is logged.
      logUnexpected(error);
      handled = answer(
        { intent: intentLabel(posted.intent), ok: false, message: SOMETHING_WENT_WRONG },
        500,
      );
    }
  }
  return withCookiesFirst(handled, []);
}
