import type { ServerAction } from "~/contract";
import { MUTATING_ACTION_TYPES, type MutatingActionType } from "~/contract/values";

/** docs/decisions/006: the action types that change data (one list, in the contract). */
export const MUTATING_INTENTS = MUTATING_ACTION_TYPES;
export type MutatingIntent = MutatingActionType;

/** The login panel's steps: a button of these types opens the existing login panel. */
const LOGIN_TYPES = ["SERVER_LOGIN", "OTP_REQUEST", "OTP_VERIFY", "RESEND_OTP"];

/** How a button renders and runs its action. */
export type ActionKind =
  | "navigation"
  | "mutation"
  | "download"
  | "share"
  | "clipboard"
  | "toast"
  | "right-pane"
  | "login"
  | "logout"
  /** CMS_CODE_SANDBOX_PUBLISH: publishes the sandbox workspace it names (sandbox-publishers.ts). */
  | "sandbox-publish"
  /** A type we do not know. */
  | "unsupported";

export function isMutatingIntent(type: string | undefined): type is MutatingIntent {
  return (MUTATING_INTENTS as readonly string[]).includes(type ?? "");
}

/** Untyped, DEFAULT and NAVIGATION actions are links (as the page frame always read them). */
export function actionKindOf(action: ServerAction): ActionKind {
  const type = action.type;
  if (!type || type === "NAVIGATION" || type === "DEFAULT") return "navigation";
  if (isMutatingIntent(type)) return "mutation";
  if (LOGIN_TYPES.includes(type)) return "login";
  switch (type) {
    case "DOWNLOAD":
      return "download";
    case "SHARE":
      return "share";
    case "CLIPBOARD_COPY":
      return "clipboard";
    case "SHOW_TOAST":
      return "toast";
    case "RIGHT_PANE_TOGGLE":
      return "right-pane";
    case "LOGOUT":
      return "logout";
    case "CMS_CODE_SANDBOX_PUBLISH":
      return "sandbox-publish";
    default:
      return "unsupported";
  }
}
