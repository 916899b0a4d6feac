import type { EnrolmentRepository } from "../db/enrolments";
import { HttpError } from "../http/json";
import { ITEM_PAGE_URIS } from "../seed/catalog";
import { ALREADY_OWNED_CODE, ALREADY_OWNED_TEXT } from "~/contract/commerce";

/**
 * Nobody pays twice (issue 30): a user who owns an item (an enrolment, which every paid order
 * makes) cannot order it again nor pay another open order of it. 409 with the contract's code.
 */
export function ownsItem(enrolments: EnrolmentRepository, userId: string, itemId: string) {
  return enrolments.find(userId, itemId) !== undefined;
}

/** Where an owner finds the item; the programme list when it has no page of its own. */
export function ownedPageUri(itemId: string): string {
  return ITEM_PAGE_URIS[itemId] ?? "/my-courses";
}

export function alreadyOwnedError(): HttpError {
  return new HttpError(409, {
    message: ALREADY_OWNED_TEXT,
    errorMessage: ALREADY_OWNED_TEXT,
    code: ALREADY_OWNED_CODE,
  });
}

export function refuseOwned(enrolments: EnrolmentRepository, userId: string, itemId: string) {
  if (ownsItem(enrolments, userId, itemId)) throw alreadyOwnedError();
}
