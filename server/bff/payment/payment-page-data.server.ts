import type { CommerceContext } from "../checkout/commerce-calls.server";
import { data, redirect } from "@remix-run/node";
import { PAYMENT_TEXT } from "~/shared/payment-view";
import { answerHeaders } from "../actions/answers.server";
import { appendSetCookie } from "../session.server";
import { orderIdSchema } from "./payment-input.server";
import { orderPagePath, readPayableOrder } from "./read-order.server";
import type { PayableOrder } from "~/shared/payment-view";
import type { OwnedView } from "~/shared/checkout-view";
import { ownedView } from "../checkout/ownership.server";

/** Shared by the /payment and test-gateway loaders: the same states, the same statuses. */
export type PaymentPageState =
  | OwnedView
  | { state: "login" }
  | { state: "unavailable"; message: string }
  | { state: "errored"; message: string };

export function pageData<T>(body: T, status: number, setCookies: readonly string[] = []) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  appendSetCookie(headers, ...setCookies);
  return data(body, { status, headers });
}

export function orderIdOfAddress(url: URL): string | undefined {
  const parsed = orderIdSchema.safeParse(url.searchParams.get("orderId") ?? "");
  return parsed.success ? parsed.data : undefined;
}

/**
 * The order an address names, ready to pay; otherwise the page's answer: the login state, an
 * invalid or unknown order, a failure, or, for an order already paid, its order page.
 */
export async function payableOrderOrAnswer(
  request: Request,
  context: CommerceContext,
): Promise<
  | { order: PayableOrder; setCookies: string[] }
  | {
      answer: ReturnType<typeof pageData<PaymentPageState>> | Response;
      /** Set when the order's programme is owned already: actions answer it as a refusal. */
      owned?: { pageUri: string; setCookies: string[] };
    }
> {
  const orderId = orderIdOfAddress(new URL(request.url));
  if (!orderId) {
    return { answer: pageData({ state: "unavailable", message: PAYMENT_TEXT.invalidLink }, 400) };
  }
  const read = await readPayableOrder(context, orderId);
  switch (read.kind) {
    case "login":
      return { answer: pageData({ state: "login" }, 401, read.setCookies) };
    case "missing":
      return {
        answer: pageData(
          { state: "unavailable", message: PAYMENT_TEXT.unavailable },
          404,
          read.setCookies,
        ),
      };
    case "failed":
      return {
        answer: pageData({ state: "errored", message: read.message }, read.status, read.setCookies),
      };
    case "ready":
      if (read.settled) {
        return {
          answer: redirect(orderPagePath(read.order.orderId), {
            headers: answerHeaders(read.setCookies),
          }),
        };
      }
      if (read.owned) {
        // Another order of this programme was paid: this one is never paid (issue 30).
        const owned = ownedView(read.order.itemName, read.ownedPageUri);
        return {
          answer: pageData(owned, 409, read.setCookies),
          owned: { pageUri: owned.pageUri, setCookies: read.setCookies },
        };
      }
      return { order: read.order, setCookies: read.setCookies };
  }
}
