import { data, type AppLoadContext } from "@remix-run/node";
import { CHECKOUT_TEXT, type CheckoutPrice, type CheckoutView } from "~/shared/checkout-view";
import { failureMessage } from "../actions/answers.server";
import { loggedInUserOf } from "../auth.server";
import { appendSetCookie } from "../session.server";
import { parseCheckoutItem, type CheckoutItem } from "./checkout-input.server";
import { fetchCheckoutSummary } from "./commerce-calls.server";
import { ownedView } from "./ownership.server";
import type { CheckoutSummary } from "~/contract/commerce";

function view(body: CheckoutView, status: number, setCookies: readonly string[] = []) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  appendSetCookie(headers, ...setCookies);
  return data(body, { status, headers });
}

/** The item named by a /checkout address (its query), checked as strictly as a form. */
export function itemOfAddress(url: URL): CheckoutItem | undefined {
  return parseCheckoutItem(Object.fromEntries(url.searchParams.entries()));
}

function priceOf(summary: CheckoutSummary, item: CheckoutItem): CheckoutPrice {
  const part = summary.partPayment;
  return {
    itemName: summary.itemName ?? item.itemId,
    quantity: summary.quantity ?? item.quantity,
    price: summary.price,
    discount: summary.discount ?? 0,
    amount: summary.amount,
    currency: summary.currency,
    couponCode: summary.couponCode,
    couponMessage: summary.couponMessage,
    partPayment:
      part?.instalments && part.firstAmount !== undefined
        ? { instalments: part.instalments, firstAmount: part.firstAmount }
        : undefined,
  };
}

/**
 * GET /checkout?itemId=&itemType=&quantity= (docs/decisions/006): login first; then the item and
 * its price as the platform computes it (/api/v1/checkout/summary, with the address's coupon).
 */
export async function loadCheckout(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const auth = context.session.auth;
  if (!auth.user) return view({ state: "login" }, 401);
  const item = itemOfAddress(url);
  if (!item) return view({ state: "unavailable", message: CHECKOUT_TEXT.invalidLink }, 400);

  const { result, settlement } = await fetchCheckoutSummary(context, {
    itemId: item.itemId,
    itemType: item.itemType,
    quantity: item.quantity,
    ...(item.couponCode ? { couponCode: item.couponCode } : {}),
  });
  const cookies = settlement.setCookies;
  if (settlement.kind === "ended") return view({ state: "login" }, 401, cookies);
  if (!result.ok) {
    const { error } = result;
    if (error.kind === "http" && (error.status === 404 || error.status === 400)) {
      return view({ state: "unavailable", message: CHECKOUT_TEXT.unavailable }, 404, cookies);
    }
    return view(
      { state: "errored", message: failureMessage(error) },
      error.kind === "timeout" ? 504 : 502,
      cookies,
    );
  }
  if (result.data.purchasable === false) {
    return view({ state: "unavailable", message: CHECKOUT_TEXT.unavailable }, 404, cookies);
  }
  if (result.data.owned) {
    const owned = ownedView(result.data.itemName ?? item.itemId, result.data.ownedPageUri);
    return view(owned, 409, cookies);
  }
  const user = loggedInUserOf(auth);
  return view(
    {
      state: "ready",
      item,
      price: priceOf(result.data, item),
      prefill: { firstName: user?.firstName, lastName: user?.lastName },
    },
    200,
    cookies,
  );
}
