import { paymentPath } from "~/shared/paths";
import { invalidInput, safeRedirect } from "../actions/answers.server";
import { formIdOf, requestObjectOf, visitorValues } from "../actions/payload.server";
import type { ActionAnswer, ActionContext } from "../actions/types.server";
import { issuesByField, parseCheckoutItem, partBuyerSchema } from "./checkout-input.server";
import { createPartOrder, fetchCheckoutSummary } from "./commerce-calls.server";
import { isAlreadyOwned, ownedAnswer } from "./ownership.server";
import { commerceFailure } from "./commerce-failure.server";
import { UNKNOWN_ITEM_MESSAGE } from "./start-from-page.server";

const PART_FIELDS = ["firstName", "lastName", "email", "phoneNumber"] as const;

function formText(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}

/**
 * PART_CHECKOUT from the course page's form (spec 02 section 3, part checkout): the item comes
 * from the action's requestObject.checkoutInitRequest, the buyer from the form. The platform
 * answers the first instalment's order; the buyer goes on to pay it.
 */
export async function partCheckout(ctx: ActionContext): Promise<ActionAnswer> {
  const values = visitorValues(ctx.form);
  const subject = { intent: ctx.intent, formId: formIdOf(ctx.form.get("formId")), values };
  const init = requestObjectOf(ctx.action).checkoutInitRequest;
  const item =
    init && typeof init === "object" && !Array.isArray(init)
      ? parseCheckoutItem(init as Record<string, unknown>)
      : undefined;
  if (!item) return invalidInput(subject, {}, UNKNOWN_ITEM_MESSAGE);

  const buyer = partBuyerSchema.safeParse(
    Object.fromEntries(PART_FIELDS.map((name) => [name, formText(ctx.form, name)])),
  );
  if (!buyer.success) return invalidInput(subject, issuesByField(buyer.error));

  // Nobody pays twice (issue 30): an owner is told so before any order is made.
  const summary = await fetchCheckoutSummary(ctx.context, {
    itemId: item.itemId,
    itemType: item.itemType,
    quantity: item.quantity,
  });
  const asked = summary.settlement.setCookies;
  if (summary.result.ok && summary.result.data.owned) {
    return ownedAnswer(subject, summary.result.data.ownedPageUri, asked);
  }

  const { result, settlement } = await createPartOrder(ctx.context, {
    checkoutInitRequest: {
      itemId: item.itemId,
      itemType: item.itemType,
      quantity: item.quantity,
      ...(item.partPaymentToken ? { partPaymentToken: item.partPaymentToken } : {}),
    },
    userInfo: { ...buyer.data, lastName: buyer.data.lastName ?? "" },
  });
  const setCookies = [...asked, ...settlement.setCookies];
  if (!result.ok) {
    if (isAlreadyOwned(result.error)) return ownedAnswer(subject, undefined, setCookies);
    return commerceFailure(subject, result.error, PART_FIELDS, setCookies);
  }
  return safeRedirect(paymentPath(result.data.orderId), setCookies);
}
