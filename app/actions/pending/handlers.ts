import type { PendingActionKind } from "~/contract/action-kinds";
import { modalHref, type ModalProps } from "~/shared/frame-url";
import { withLoginParam } from "~/shared/login-url";
import { allowedOrigins, postToFrame } from "../channels/iframe-channel";
import { keepAssistant, keepAuthorWork, keepEditorCode, keepHint } from "./adapters";
import { actionOf, textOf, type EffectsContext } from "./context";
import { pollStatus } from "./status-poll";

/**
 * One handler per pending action kind (spec 01 section 3; docs/decisions/020). A handler gets the
 * payload (`data`, vetted by the BFF against app/contract/pending.ts when it rendered the action)
 * and the page's effects, and answers whether it did something.
 */
export type PendingHandler = (data: unknown, ctx: EffectsContext) => boolean | Promise<unknown>;

function runKept(data: unknown, ctx: EffectsContext): boolean {
  const action = actionOf(data);
  if (!action) return false;
  ctx.runAction(action);
  return true;
}

function openModal(data: unknown, ctx: EffectsContext, key = "uri"): boolean {
  const uri = textOf(data, key);
  if (!uri?.startsWith("/") || uri.startsWith("//")) return false;
  const viewType = textOf(data, "viewType") as ModalProps["viewType"] | undefined;
  ctx.navigate(modalHref(ctx.address, uri, { viewType }));
  return true;
}

export const PENDING_HANDLERS: Record<PendingActionKind, PendingHandler> = {
  USER_INFORMATION: (data, ctx) =>
    ctx.user?.isPersonalInfoPresent ? runKept(data, ctx) : openModal(data, ctx, "infoUri"),
  USER_SELECTION: (data, ctx) => {
    const param = textOf(data, "param");
    const value = textOf(data, "value") ?? "";
    if (!param) return false;
    const url = new URL(ctx.address, "http://x.invalid");
    url.searchParams.set(param, value);
    ctx.navigate(`${url.pathname}${url.search}`, { replace: true });
    return true;
  },
  SHOW_MODAL: (data, ctx) => openModal(data, ctx),
  ENROLMENT: runKept,
  USER_NOTIFY: (data, ctx) => {
    const message = textOf(data, "message");
    ctx.toast(message);
    return !!message;
  },
  PENDING_API_ACTION: runKept,
  LOGIN_PENDING_ACTION: runKept,
  FORM_PAGE_TITLE: (data, ctx) => {
    const title = textOf(data, "title");
    if (!title) return false;
    ctx.document.title = title;
    return true;
  },
  OTP_REQUEST: (_data, ctx) => {
    ctx.navigate(withLoginParam(ctx.address));
    return true;
  },
  IFRAME: (data, ctx) => {
    const frameId = textOf(data, "frameId");
    const frame = frameId ? ctx.document.getElementById(frameId) : null;
    if (!frame || frame.tagName !== "IFRAME") return false;
    const message = (data as { message?: unknown }).message;
    return postToFrame(
      frame as HTMLIFrameElement,
      { type: "pending-action", data: message },
      allowedOrigins(ctx.origin),
      ctx.origin,
    );
  },
  EDITOR_COMPILER: (data) => keepEditorCode(data),
  EDITOR_ASSISTANT: (data, ctx) => keepAssistant("EDITOR_ASSISTANT", data, ctx),
  PROBLEM_BUILDER: (data, ctx) => keepAuthorWork("PROBLEM_BUILDER", data, ctx.storage),
  EDITOR_HINT: (data) => keepHint(data),
  DRAFT_PROBLEM_METADATA: (data, ctx) =>
    keepAuthorWork("DRAFT_PROBLEM_METADATA", data, ctx.storage),
  DRAFT_CODE_SANDBOX_DATA: (data, ctx) =>
    keepAuthorWork("DRAFT_CODE_SANDBOX_DATA", data, ctx.storage),
  STANDALONE_COMPILER: (data, ctx) => {
    const languageId = textOf(data, "languageId");
    if (!languageId || !/^[a-z0-9+#-]{1,20}$/.test(languageId)) return false;
    ctx.navigate(`/online-compiler/${encodeURIComponent(languageId)}`);
    return true;
  },
  INTERVIEW_MATCH_STATUS: (data, ctx) => pollStatus(data, ctx),
  MEETING_LINK_STATUS: (data, ctx) => pollStatus(data, ctx),
  START_AI_INTERVIEW: runKept,
  AI_ASSISTANT: (data, ctx) => keepAssistant("AI_ASSISTANT", data, ctx),
};

/**
 * Runs one pending action. An unknown kind is kept by the contract but ignored here, with a
 * console warning (upstream may be ahead of us); answers what the handler answered.
 */
export async function runPendingAction(
  pending: { kind: string; data?: unknown },
  ctx: EffectsContext,
): Promise<boolean> {
  const handler = Object.prototype.hasOwnProperty.call(PENDING_HANDLERS, pending.kind)
    ? PENDING_HANDLERS[pending.kind as PendingActionKind]
    : undefined;
  if (!handler) {
    console.warn(`Pending action of unknown kind ${pending.kind} ignored`);
    return false;
  }
  return Boolean(await handler(pending.data, ctx));
}
