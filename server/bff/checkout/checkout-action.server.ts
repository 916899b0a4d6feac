import { safeReturnPath } from "~/shared/login-url";
import { redirect, type AppLoadContext } from "@remix-run/node";
import {
  CHECKOUT_FORM_ID,
  CHECKOUT_TEXT,
  type CheckoutActionData,
  type PostedPricing,
} from "~/shared/checkout-view";
import { paymentPath } from "~/shared/paths";
import { answer, answerHeaders, invalidInput, safeRedirect } from "../actions/answers.server";
import { INVALID_ACTION_MESSAGE, visitorValues } from "../actions/payload.server";
import { readCheckedForm } from "../csrf.server";

import {
  buyerSchema,
  checkoutRequestOf,
  INVALID_COUPON,
  issuesByField,
  optionalCoupon,
  type CheckoutItem,
} from "./checkout-input.server";
import { itemOfAddress } from "./checkout-page.server";
import {
  applyCouponUpstream,
  createOrder,
  fetchCheckoutSummary,
  type CommerceContext,
} from "./commerce-calls.server";
import { commerceFailure } from "./commerce-failure.server";
import { isAlreadyOwned, ownedAnswer } from "./ownership.server";
import type { CheckoutSummary } from "~/contract/commerce";

/** The inputs of the checkout form, by name (field errors of the platform map onto these). */
export const CHECKOUT_INPUTS = [
  "countryCode",
  "mobileNumber",
  "firstName",
  "lastName",
  "company",
  "designation",
  "couponCode",
] as const;

const CHECKOUT_INTENTS = ["START_CHECKOUT", "APPLY_COUPON"] as const;
type CheckoutIntent = (typeof CHECKOUT_INTENTS)[number];

function textFields(form: FormData, names: readonly string[]): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const name of names) {
    const value = form.get(name);
    out[name] = typeof value === "string" ? value : undefined;
  }
  return out;
}

/** "Apply": the platform prices the coupon for this item; the new amount is shown. */
async function applyCoupon(context: CommerceContext, form: FormData, item: CheckoutItem) {
  const subject = { intent: "APPLY_COUPON", formId: CHECKOUT_FORM_ID, values: visitorValues(form) };
  const typed = form.get("couponCode");
  const coupon = optionalCoupon.safeParse(typeof typed === "string" ? typed : "");
  if (!coupon.success) return invalidInput(subject, { couponCode: INVALID_COUPON });
  if (!coupon.data) return invalidInput(subject, { couponCode: CHECKOUT_TEXT.enterCoupon });

  const { result, settlement } = await applyCouponUpstream(context, {
    itemId: item.itemId,
    itemType: item.itemType,
    quantity: item.quantity,
    couponCode: coupon.data,
  });
  if (!result.ok) {
    return commerceFailure(subject, result.error, ["couponCode"], settlement.setCookies);
  }
  const applied = result.data;
  const body: CheckoutActionData = {
    ...subject,
    ok: true,
    message: applied.message ?? CHECKOUT_TEXT.couponApplied,
    coupon: {
      couponCode: applied.couponCode,
      discount: applied.discount ?? 0,
      amount: applied.amount,
      currency: applied.currency,
      message: applied.message ?? CHECKOUT_TEXT.couponApplied,
    },
  };
  return answer(body, 200, settlement.setCookies);
}

/**
 * "Proceed to pay": the spec's checkout request to /api/v1/checkout, then the payment step. The
 * platform answers an unpaid order of the same user, item, quantity and coupon again, so a
 * resubmitted form lands on the same order.
 */
async function placeOrder(
  context: CommerceContext,
  form: FormData,
  item: CheckoutItem,
  here: string,
) {
  const subject = {
    intent: "START_CHECKOUT",
    formId: CHECKOUT_FORM_ID,
    values: visitorValues(form),
  };
  // The price of what was posted, and whether the learner owns the programme already (issue 30).
  const posted = await postedSummary(context, form, item);
  const buyer = buyerSchema.safeParse(textFields(form, CHECKOUT_INPUTS));
  if (!buyer.success) {
    return invalidInput(
      { ...subject, ...pricingOf(posted.summary) },
      issuesByField(buyer.error),
      undefined,
      posted.setCookies,
    );
  }
  if (posted.summary?.owned) {
    return ownedAnswer(subject, posted.summary.ownedPageUri, posted.setCookies);
  }

  const { result, settlement } = await createOrder(context, checkoutRequestOf(item, buyer.data));
  const setCookies = [...posted.setCookies, ...settlement.setCookies];
  if (settlement.kind === "ended") return safeRedirect(here, setCookies);
  if (!result.ok) {
    if (isAlreadyOwned(result.error)) return ownedAnswer(subject, undefined, setCookies);
    return commerceFailure(
      { ...subject, ...pricingOf(posted.summary) },
      result.error,
      CHECKOUT_INPUTS,
      setCookies,
    );
  }
  return safeRedirect(paymentPath(result.data.orderId), setCookies);
}

/**
 * The platform's summary of what "Proceed to pay" posted: the coupon field as typed, priced
 * (/api/v1/checkout/summary), and `owned`. A refused post is shown again with this price: a
 * failed action does not reload the page's loader, so the page kept the price it was loaded with
 * and could drop an applied coupon that the next post would still charge (issue 30). Best
 * effort: without an answer the page keeps its own price and the platform still refuses an owner.
 */
async function postedSummary(
  context: CommerceContext,
  form: FormData,
  item: CheckoutItem,
): Promise<{ summary?: CheckoutSummary; setCookies: readonly string[] }> {
  const typed = form.get("couponCode");
  const coupon = optionalCoupon.safeParse(typeof typed === "string" ? typed : "");
  const couponCode = coupon.success ? coupon.data : undefined;
  const { result, settlement } = await fetchCheckoutSummary(context, {
    itemId: item.itemId,
    itemType: item.itemType,
    quantity: item.quantity,
    ...(couponCode ? { couponCode } : {}),
  });
  return { summary: result.ok ? result.data : undefined, setCookies: settlement.setCookies };
}

function pricingOf(summary: CheckoutSummary | undefined): { pricing?: PostedPricing } {
  if (!summary) return {};
  return {
    pricing: {
      ...(summary.couponCode ? { couponCode: summary.couponCode } : {}),
      discount: summary.discount ?? 0,
      amount: summary.amount,
    },
  };
}

/**
 * POST /checkout: the checkout form's two buttons. CSRF first; a session that ended meanwhile
 * goes back to the address, where the login panel shows; the item is the address's.
 */
export async function handleCheckoutAction(request: Request, context: AppLoadContext) {
  const form = await readCheckedForm(request, context);
  const url = new URL(request.url);
  const here = safeReturnPath(`${url.pathname}${url.search}`);
  const intent = form.get("intent");
  if (!CHECKOUT_INTENTS.includes(intent as CheckoutIntent)) {
    return answer(
      { intent: "UNKNOWN", formId: CHECKOUT_FORM_ID, ok: false, message: INVALID_ACTION_MESSAGE },
      400,
    );
  }
  const auth = context.session.auth;
  if (!auth.user) return redirect(here, { headers: answerHeaders() });
  const item = itemOfAddress(url);
  if (!item) {
    return answer(
      {
        intent: intent as string,
        formId: CHECKOUT_FORM_ID,
        ok: false,
        message: CHECKOUT_TEXT.invalidLink,
      },
      400,
    );
  }
  return intent === "APPLY_COUPON"
    ? applyCoupon(context, form, item)
    : placeOrder(context, form, item, here);
}
