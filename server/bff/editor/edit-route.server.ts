import { redirect, type AppLoadContext } from "@remix-run/node";
import {
  EDITOR_LIMITS,
  EDITOR_TEXTS,
  EDIT_MODE_PARAM,
  isAlwaysEdited,
  type EditIntent,
} from "~/contract/editor-values";
import { safeReturnPath } from "~/shared/login-url";
import type { EditNotice } from "~/shared/frame-pages";
import { signActionsIn } from "../action-signature.server";
import { callUpstreamAsUser } from "../auth.server";
import { readCheckedForm, refusedFormJson } from "../csrf.server";
import { fieldsOf } from "../intent-call.server";
import { noStoreJson } from "../json-answer.server";
import { announceAllPagesChanged, announcePageEdit } from "../page-answer-cache.server";
import { pageUriOf } from "../page.server";
import type { PrepareCells } from "../page-route.server";
import { appendSetCookie, sessionCookies, type SessionAuth } from "../session.server";
import { logger } from "../../shared/logger";
import { readComponentData } from "./component-data.server";
import { buildEdit, isEditIntent, isFormIntent } from "./edit-calls.server";

export const EDIT_TOO_LARGE = "The edit is too large to send.";

/** What the route gives the BFF from the UI layer: the widget resolver and the kinds' samples. */
export interface EditDeps {
  prepareCells: PrepareCells;
  sampleOf(kind: string): Record<string, unknown> | undefined;
}

interface Outcome {
  status: number;
  body: Record<string, unknown>;
  setCookies: readonly string[];
}

/** A JSON fetch (the editor with JavaScript) or a plain form post (without). */
function wantsJson(request: Request): boolean {
  return (request.headers.get("accept") ?? "").includes("application/json");
}

/** The page to go back to: a same-site path, still in edit mode. */
function returnPathOf(fields: Record<string, string>): string {
  const path = safeReturnPath(fields.returnTo, "/");
  const url = new URL(path, "http://x");
  if (!isAlwaysEdited(url.pathname)) url.searchParams.set(EDIT_MODE_PARAM, "1");
  return `${url.pathname}${url.search}`;
}

/** The edited page's path (the way back without its query). */
function editedPathOf(fields: Record<string, string>): string {
  return new URL(returnPathOf(fields), "http://x").pathname;
}

/**
 * A plain form's answer: back to the page, the outcome kept in the session for one showing.
 * (A JSON caller reads the same outcome from the body.)
 */
async function backToPage(auth: SessionAuth, fields: Record<string, string>, outcome: Outcome) {
  const ok = outcome.status < 400;
  const notice: EditNotice = {
    kind: ok ? "ok" : "error",
    message: String(outcome.body.message ?? (ok ? EDITOR_TEXTS.saved : EDITOR_TEXTS.editFailed)),
  };
  const errors = outcome.body.errors;
  if (errors && typeof errors === "object") notice.errors = errors as Record<string, string>;
  auth.session.flash("editNotice", notice);
  const headers = new Headers({ "Cache-Control": "no-store" });
  appendSetCookie(headers, ...outcome.setCookies, ...(await sessionCookies(auth.session)));
  return redirect(returnPathOf(fields), { status: 303, headers });
}

function refused(status: number, message: string, extra: Record<string, unknown> = {}): Outcome {
  return { status, body: { message, ...extra }, setCookies: [] };
}

/** The preview of a draft cell: parsed and signed as a page's cell would be, nothing stored. */
function preview(fields: Record<string, string>, form: FormData, deps: EditDeps): Outcome {
  const componentType = fields.componentType ?? "";
  const read = readComponentData(form, componentType);
  if (!read.ok) return refused(400, EDITOR_TEXTS.invalidEdit, { errors: read.errors });
  const componentData = read.value ?? deps.sampleOf(componentType) ?? {};
  const cell = {
    id: fields.cellId || "preview",
    cellType: "CELL_COMPONENT" as const,
    componentType,
    componentData,
  };
  const [resolved] = signActionsIn(deps.prepareCells({ cells: [cell] })).cells as Array<
    typeof cell & { widget: unknown }
  >;
  return { status: 200, body: { widget: resolved.widget, componentData }, setCookies: [] };
}

/**
 * After an edit, the page-answer cache (decision 018) forgets what it changed: a page edit every
 * entry of the edited page's path (and pageId, for its aliases); a form or an activity move shows
 * on pages we cannot name, so everything.
 */
async function forgetCachedPages(intent: EditIntent, fields: Record<string, string>) {
  if (isFormIntent(intent) || intent === "move-activity") return announceAllPagesChanged();
  const path = pageUriOf(editedPathOf(fields));
  await announcePageEdit(path, fields.pageId || undefined);
}

/** An edit call upstream with the admin's token, and its outcome in the editor's words. */
async function runEdit(
  context: AppLoadContext,
  intent: Exclude<EditIntent, "preview">,
  fields: Record<string, string>,
  form: FormData,
  deps: EditDeps,
): Promise<Outcome> {
  const built = buildEdit(intent, fields, form, deps.sampleOf);
  if (!built.ok) return refused(400, EDITOR_TEXTS.invalidEdit, { errors: built.errors });
  const { result, settlement } = await callUpstreamAsUser(context, (upstream) =>
    upstream.checkedCall(built.call, {
      body: built.body,
      readMessageField: true,
      // Spec 02: the page editor's calls have no response (204).
      allowEmpty: true,
    }),
  );
  const setCookies = settlement.setCookies;
  if (result.ok) {
    if (intent === "history")
      return { status: 200, body: result.data as Record<string, unknown>, setCookies };
    await forgetCachedPages(intent, fields);
    const message =
      intent === "revert"
        ? EDITOR_TEXTS.reverted
        : intent === "delete-cell"
          ? EDITOR_TEXTS.deleted
          : EDITOR_TEXTS.saved;
    return { status: 200, body: { ok: true, message }, setCookies };
  }
  const error = result.error;
  logger.warn(
    { event: "edit-call-failed", intent, kind: error.kind, status: error.status },
    "edit call failed",
  );
  if (error.status === 401) {
    return { status: 401, body: { message: EDITOR_TEXTS.loginToEdit, login: true }, setCookies };
  }
  if (error.status === 409) {
    const changed = isFormIntent(intent) ? EDITOR_TEXTS.formChanged : EDITOR_TEXTS.pageChanged;
    return { status: 409, body: { message: changed }, setCookies };
  }
  if (error.status >= 400 && error.status < 500) {
    const errors = error.errors && typeof error.errors === "object" ? { errors: error.errors } : {};
    return {
      status: error.status,
      body: { message: error.message || EDITOR_TEXTS.editFailed, ...errors },
      setCookies,
    };
  }
  return {
    status: error.kind === "timeout" ? 504 : 502,
    body: { message: EDITOR_TEXTS.editFailed },
    setCookies,
  };
}

/**
 * POST /api/edit: the page and form editors' one endpoint (docs/contract.md, "Admin editors").
 * CSRF and the size bound first, then the admin check before anything goes upstream (the
 * platform checks again), then one catalogue call per intent. A JSON caller gets
 * `{ok, message}` or `{message, errors?, login?}` with the status; a plain form goes back to its
 * page with the outcome shown there.
 */
export async function handleEdit(
  request: Request,
  context: AppLoadContext,
  deps: EditDeps,
): Promise<Response> {
  let form: FormData;
  try {
    form = await readCheckedForm(request, context, {
      maxBytes: EDITOR_LIMITS.formBytes,
      tooLargeMessage: EDIT_TOO_LARGE,
    });
  } catch (error) {
    return refusedFormJson(error);
  }
  const fields = fieldsOf(form);
  const auth = context.session.auth;
  let outcome: Outcome;
  if (!auth.token || !auth.user) {
    outcome = refused(401, EDITOR_TEXTS.loginToEdit, { login: true });
  } else if (auth.user.admin !== true) {
    outcome = refused(403, EDITOR_TEXTS.adminsOnly);
  } else if (!isEditIntent(fields.intent)) {
    outcome = refused(400, "Unknown edit");
  } else if (fields.intent === "preview") {
    outcome = preview(fields, form, deps);
  } else {
    outcome = await runEdit(context, fields.intent, fields, form, deps);
  }
  if (wantsJson(request)) {
    const pageUri = editedPathOf(fields);
    const body = outcome.status < 400 ? { pageUri, ...outcome.body } : outcome.body;
    return noStoreJson(body, outcome.status, outcome.setCookies);
  }
  return backToPage(auth, fields, outcome);
}
