import { SOMETHING_WENT_WRONG } from "~/contract/action-texts";
import type { ServerAction } from "~/contract";
import { COPIED_TEXT } from "~/contract/action-texts";

/**
 * The action kinds that stay in the browser (ARCHITECTURE.md: share, clipboard copy, toast,
 * right-pane toggle), as plain functions of what the browser offers, so tests can hand in a
 * navigator without the Web Share or Clipboard API.
 */

export { COPIED_TEXT };
export { SOMETHING_WENT_WRONG };

export interface BrowserApis {
  share?: (data: { title?: string; text?: string; url?: string }) => Promise<void>;
  clipboard?: { writeText?: (text: string) => Promise<void> };
}

/** CLIPBOARD_COPY: the toast to show (toastText or "Copied to Clipboard!", else the failure). */
export async function copyText(
  apis: BrowserApis,
  text: string,
  successText?: string,
): Promise<string> {
  const write = apis.clipboard?.writeText;
  if (!write) return SOMETHING_WENT_WRONG;
  try {
    await write.call(apis.clipboard, text);
    return successText?.trim() || COPIED_TEXT;
  } catch {
    return SOMETHING_WENT_WRONG;
  }
}

/** The link a SHARE action shares: shareLink (else uri, else this page), made absolute. */
export function shareUrlOf(action: ServerAction, pageHref: string): string {
  const raw = action.shareLink?.trim() || action.uri?.trim() || pageHref;
  try {
    const url = new URL(raw, pageHref);
    return /^https?:$/.test(url.protocol) ? url.href : pageHref;
  } catch {
    return pageHref;
  }
}

/**
 * SHARE: the Web Share API, else the link is copied. Answers the toast to show, or undefined
 * when the system share sheet took over (or the visitor closed it).
 */
export async function shareOrCopy(
  apis: BrowserApis,
  action: ServerAction,
  pageHref: string,
): Promise<string | undefined> {
  const url = shareUrlOf(action, pageHref);
  if (apis.share) {
    try {
      await apis.share({
        title: action.shareTitle?.trim() || undefined,
        text: action.shareMessage?.trim() || undefined,
        url,
      });
      return undefined;
    } catch (error) {
      // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
      if ((error as { name?: string } | null)?.name === "AbortError") return undefined;
    }
  }
  return copyText(apis, url);
}

function textField(source: unknown, names: readonly string[]): string | undefined {
  if (!source || typeof source !== "object") return undefined;
  for (const name of names) {
    const value = (source as Record<string, unknown>)[name];
    if (typeof value === "string" && value.trim()) return value;
  }
  return undefined;
}

const MESSAGE_FIELDS = ["toastText", "message", "toastMessage", "statusMessage", "text"] as const;

/**
 * SHOW_TOAST: the spec names no field for its text; we read toastText (as CLIPBOARD_COPY does),
 * else a message in requestObject or context.data.
 */
export function toastMessageOf(action: ServerAction): string | undefined {
  return (
    textField(action, MESSAGE_FIELDS) ??
    textField(action.requestObject, MESSAGE_FIELDS) ??
    textField(action.context?.data, MESSAGE_FIELDS)
  );
}

/**
 * RIGHT_PANE_TOGGLE: the right pane's sheet is a <details> (app/page/frame/RightPane.tsx keeps
 * its state in step through onToggle); toggling it is the pane's own toggle. False without a pane.
 */
export function toggleRightPane(root: Pick<Document, "querySelector">): boolean {
  const sheet = root.querySelector<HTMLDetailsElement>("[data-right-pane] details");
  if (!sheet) return false;
  sheet.open = !sheet.open;
  return true;
}
