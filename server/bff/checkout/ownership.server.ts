import { ALREADY_OWNED_CODE, ALREADY_OWNED_TEXT } from "~/contract/commerce";
import type { CheckoutActionData, OwnedView } from "~/shared/checkout-view";
import { safeReturnPath } from "~/shared/login-url";
import { answer, type ResultSubject } from "../actions/answers.server";
import type { UpstreamError } from "../upstream-error.server";

/**
 * Nobody pays twice (issue 30, docs/contract.md "Ownership"): the BFF asks the platform whether
 * the learner owns the programme (the summary's and the order's `owned`) before it orders or
 * forwards a payment, and the platform refuses on its own too (409 ALREADY_OWNED).
 */

/** Where an owner is sent when the platform named no page: the programme list. */
export const OWNED_FALLBACK_PATH = "/my-courses";

/** The platform's address for the item, kept on this site. */
export function ownedPagePath(uri: string | undefined): string {
  return safeReturnPath(uri ?? OWNED_FALLBACK_PATH, OWNED_FALLBACK_PATH);
}

export function ownedView(itemName: string, uri: string | undefined): OwnedView {
  return { state: "owned", message: ALREADY_OWNED_TEXT, itemName, pageUri: ownedPagePath(uri) };
}

/** The platform's own refusal of a checkout or payment of an owned item. */
export function isAlreadyOwned(error: UpstreamError): boolean {
  return error.kind === "http" && error.status === 409 && error.code === ALREADY_OWNED_CODE;
}

/** A refused post: 409, the contract's text, and where the programme is. */
export function ownedAnswer(
  subject: ResultSubject,
  uri: string | undefined,
  setCookies: readonly string[] = [],
) {
  const body: CheckoutActionData = {
    ...subject,
    ok: false,
    message: ALREADY_OWNED_TEXT,
    owned: { pageUri: ownedPagePath(uri) },
  };
  return answer(body, 409, setCookies);
}
