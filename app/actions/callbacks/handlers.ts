import type { CallbackKind } from "~/contract/action-kinds";
import type { ActionResult } from "~/shared/action-result";
import { textOf, type EffectsContext } from "../pending/context";

/**
 * One handler per callback kind (spec 01 section 3; docs/decisions/020): the effect an action's
 * result has on the page when the action names the kind (`callback: {kind, data}`). The toast,
 * the login panel, closing the modal and the follow-up are the result's own (result-effects.ts);
 * these add what the kind means: which data reloads, in this tab and in the others.
 */
export type CallbackHandler = (
  result: ActionResult & { response?: unknown },
  data: unknown,
  ctx: EffectsContext,
) => boolean;

/** The spec's network-call result object (spec 01 section 3). */
export interface NetworkCallResult {
  inProgress: boolean;
  isSuccessful: boolean;
  message?: string;
  response?: unknown;
}

export const NETWORK_CALL_EVENT = "network-call";

const pathOf = (ctx: EffectsContext) => ctx.address.split("?")[0];

/** The page's data changed: reload it here and in the other tabs showing it. */
function pageChanged(result: ActionResult, ctx: EffectsContext): boolean {
  if (!result.ok) return false;
  ctx.revalidate();
  ctx.announcePage(pathOf(ctx));
  return true;
}

/** Only this tab's data: the user state or the page reloads. */
function reload(result: ActionResult, ctx: EffectsContext): boolean {
  if (!result.ok) return false;
  ctx.revalidate();
  return true;
}

export const CALLBACK_HANDLERS: Record<CallbackKind, CallbackHandler> = {
  MENTORSHIP_ENROLMENT: (result, _data, ctx) => pageChanged(result, ctx),
  PROFILE_COMPLETION: (result, _data, ctx) => reload(result, ctx),
  PROFILE: (result, _data, ctx) => pageChanged(result, ctx),
  COURSE_ANNOUNCEMENT: (result, _data, ctx) => reload(result, ctx),
  OPT_IN: (result, _data, ctx) => reload(result, ctx),
  LEARNING_ACTION: (result, _data, ctx) => pageChanged(result, ctx),
  INVITATION: (result, _data, ctx) => {
    const follow = result.follow;
    if (!result.ok || !follow?.uri?.startsWith("/") || follow.uri.startsWith("//")) return false;
    // Answered invitations are not gone back to: the follow-up replaces the entry.
    ctx.navigate(follow.uri, { replace: true });
    return true;
  },
  FORM_SUBMIT: (result, _data, ctx) => reload(result, ctx),
  CLAIM_REWARD: (result, _data, ctx) => pageChanged(result, ctx),
  CALENDAR: (result, data, ctx) => {
    if (!pageChanged(result, ctx)) return false;
    const calendar = textOf(data, "calendarUri") ?? "/my-calendar";
    if (calendar !== pathOf(ctx)) ctx.announcePage(calendar);
    return true;
  },
  NETWORK_CALL: (result, data, ctx) => {
    const detail: NetworkCallResult & { key?: string } = {
      inProgress: false,
      isSuccessful: result.ok,
      message: result.message,
      response: result.response,
      key: textOf(data, "key"),
    };
    ctx.publish(NETWORK_CALL_EVENT, detail);
    return true;
  },
  VIDEO_URL_SIGNING: (result, _data, ctx) => reload(result, ctx),
  ACTIVITY_COMPONENT: (result, _data, ctx) => pageChanged(result, ctx),
};

/** Runs the callback an action named; an unknown kind is ignored with a console warning. */
export function runCallback(
  callback: { kind: string; data?: unknown },
  result: ActionResult,
  ctx: EffectsContext,
): boolean {
  const handler = Object.prototype.hasOwnProperty.call(CALLBACK_HANDLERS, callback.kind)
    ? CALLBACK_HANDLERS[callback.kind as CallbackKind]
    : undefined;
  if (!handler) {
    console.warn(`Callback of unknown kind ${callback.kind} ignored`);
    return false;
  }
  return handler(result, callback.data, ctx);
}
