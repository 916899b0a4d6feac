import { answer, invalidInput, safeRedirect } from "../actions/answers.server";
import { formIdOf, requestObjectOf, visitorValues } from "../actions/payload.server";
import type { ActionAnswer, ActionContext } from "../actions/types.server";
import { checkoutPath } from "~/shared/paths";
import { INVALID_COUPON, optionalCoupon } from "./checkout-input.server";
import { itemOfAction } from "./start-from-page.server";

/**
 * APPLY_COUPON from a page (a coupon list, a programme page): with an item, the buyer goes to
 * /checkout with the coupon, where the platform prices it; without one, the coupon waits for the
 * checkout of the programme the buyer picks. Either way the platform judges the code.
 */
export async function applyCouponFromPage(ctx: ActionContext): Promise<ActionAnswer> {
  const subject = {
    intent: ctx.intent,
    formId: formIdOf(ctx.form.get("formId")),
  };
  const request = requestObjectOf(ctx.action);
  const typed = ctx.form.get("couponCode");
  const coupon = optionalCoupon.safeParse(
    typeof typed === "string" && typed ? typed : request.couponCode,
  );
  if (!coupon.success || !coupon.data) {
    return invalidInput(
      { ...subject, values: visitorValues(ctx.form) },
      { couponCode: INVALID_COUPON },
      INVALID_COUPON,
    );
  }
  const item = itemOfAction(ctx);
  if (item) return safeRedirect(checkoutPath({ ...item, couponCode: coupon.data }));
  return answer({
    ...subject,
    ok: true,
    message: `Use ${coupon.data} at checkout: enter it in the coupon field and press Apply.`,
  });
}
