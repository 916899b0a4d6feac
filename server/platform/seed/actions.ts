import type { ButtonStyle } from "./common";

/**
 * Server actions (spec 02 section 3) as the seeded pages carry them in buttonData.action. The
 * ids in requestObject name rows of the catalogue (seed/catalog.ts); amounts never appear here.
 */

export type ServerActionSeed = Record<string, unknown> & { type: string };

export const startCheckout = (itemId: string, itemType: string): ServerActionSeed => ({
  type: "START_CHECKOUT",
  requestObject: { itemId, itemType, quantity: 1 },
});

export const enrolAction = (
  type: "ENROL" | "EVENTS_ENROL" | "SUBSCRIPTION_ENROL" | "WORKSHOP_ENROL",
  requestObject: Record<string, string>,
): ServerActionSeed => ({ type, requestObject });

export const courseNotify = (courseId: string): ServerActionSeed => ({
  type: "COURSE_NOTIFY",
  requestObject: { courseId },
});

export const applyCoupon = (
  couponCode: string,
  item?: { itemId: string; itemType: string },
): ServerActionSeed => ({
  type: "APPLY_COUPON",
  requestObject: { couponCode, ...item },
});

export const claimReward = (rewardId: string): ServerActionSeed => ({
  type: "CLAIM_REWARD",
  requestObject: { rewardId },
});

export const apiCall = (
  uri: string,
  requestObject: Record<string, unknown>,
  more: { fireAndForget?: boolean } = {},
): ServerActionSeed => ({ type: "API_CALL", uri, requestObject, ...more });

export const download = (
  uri: string,
  requestObject: Record<string, unknown>,
  fileName: string,
): ServerActionSeed => ({ type: "DOWNLOAD", uri, requestObject, fileName });

export const showToast = (toastText: string): ServerActionSeed => ({
  type: "SHOW_TOAST",
  toastText,
});

export const share = (shareTitle: string, shareMessage: string, shareLink: string) => ({
  type: "SHARE",
  shareTitle,
  shareMessage,
  shareLink,
});

export const clipboardCopy = (copyText: string, toastText = "Copied to Clipboard!") => ({
  type: "CLIPBOARD_COPY",
  copyText,
  toastText,
});

export const memberApproval = (
  decision: "APPROVED" | "SKIP",
  requestObject: Record<string, string>,
): ServerActionSeed => ({
  type: decision === "APPROVED" ? "MEMBER_APPROVAL_APPROVED" : "MEMBER_APPROVAL_SKIP",
  requestObject,
});

/** A button that runs a server action (button() in common.ts is for navigation). */
export function actionButton(
  buttonText: string,
  action: Record<string, unknown>,
  style: ButtonStyle = "primary",
) {
  return { buttonText, bgColorData: { bgKey: style }, action };
}
