import { withLoginParam } from "~/shared/login-url";
import type { ServerAction } from "~/contract";
import { closeModalHref, frameAddressOf } from "~/shared/frame-url";
import type { ActionResult } from "~/shared/action-result";
import { actionKindOf } from "./action-kind";
import { isButtonFormId } from "./posting";

/** Which results become a toast: a button's always; a FORM widget's show inside the form. */
export type ToastPolicy = "buttons" | "all" | "none";

/** What one ActionResult asks the page to do, in the order the runner does it. */
export interface ResultEffects {
  toast?: string;
  /** Open the login panel over the page (then the post is replayed after the login). */
  loginTo?: string;
  /** Invalidate the browser page store (spec 01 section 4) before the page reloads. */
  invalidateAllPages: boolean;
  /** Close the modal page of the address: the address without it (this loads the page again). */
  closeModalTo?: string;
  /** Load the page's data again (revalidate). */
  revalidate: boolean;
  /** The API-call result's follow-up action. */
  follow?: ServerAction;
}

/** A result rendered by the server without JavaScript: toasts unless it belongs to a FORM widget. */
export function documentResultToasts(result: ActionResult): boolean {
  return !result.formId || isButtonFormId(result.formId);
}

/**
 * The effects of a result for the page at `address` (path and query). A follow-up navigation
 * loads a page anyway, and closing a modal loads this one: neither is followed by a revalidation.
 */
export function resultEffects(
  result: ActionResult,
  address: string,
  policy: ToastPolicy,
  postedAction?: ServerAction,
): ResultEffects {
  const toast =
    policy === "all" || (policy === "buttons" && documentResultToasts(result))
      ? result.message
      : undefined;
  if (result.loginRequired) {
    return {
      toast,
      loginTo: withLoginParam(address),
      invalidateAllPages: false,
      revalidate: false,
    };
  }
  const hasModal = Boolean(frameAddressOf(new URL(address, "http://x.invalid").search).modal);
  const closeModalTo = result.closeModalIfOpen && hasModal ? closeModalHref(address) : undefined;
  const follow = result.follow;
  const navigatesAway = !!closeModalTo || (!!follow && actionKindOf(follow) === "navigation");
  const reload = result.reloadPage ?? (result.ok ? postedAction?.reloadPage : undefined);
  const invalidateAllPages = result.invalidateAllPages === true;
  return {
    toast,
    invalidateAllPages,
    closeModalTo,
    revalidate: !navigatesAway && (reload === true || invalidateAllPages),
    follow,
  };
}
