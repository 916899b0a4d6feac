import { answer, safeRedirect } from "../actions/answers.server";
import { formIdOf, requestObjectOf } from "../actions/payload.server";
import type { ActionContext, ActionAnswer } from "../actions/types.server";
import { checkoutPath } from "~/shared/paths";
import { parseCheckoutItem } from "./checkout-input.server";

export const UNKNOWN_ITEM_MESSAGE =
  "This programme cannot be bought here. Reload the page and try again.";

/** The item a page's action names: its requestObject, with a couponInfo's code when given. */
export function itemOfAction(ctx: Pick<ActionContext, "action">) {
  const request = requestObjectOf(ctx.action);
  const couponInfo = request.couponInfo as { couponCode?: unknown } | undefined;
  return parseCheckoutItem({
    ...request,
    couponCode: request.couponCode ?? couponInfo?.couponCode,
  });
}

/**
 * START_CHECKOUT from a page ("Buy now"): the dispatcher has checked CSRF and login; the buyer
 * goes to our /checkout step for that item (docs/decisions/006). Nothing is created upstream yet,
 * so a double click only navigates twice.
 */
export async function startCheckoutFromPage(ctx: ActionContext): Promise<ActionAnswer> {
  const item = itemOfAction(ctx);
  if (!item) {
    return answer(
      {
        intent: ctx.intent,
        formId: formIdOf(ctx.form.get("formId")),
        ok: false,
        message: UNKNOWN_ITEM_MESSAGE,
      },
      400,
    );
  }
  return safeRedirect(checkoutPath(item));
}
