import type {
  ActionFunctionArgs,
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AuthErrorBoundary } from "~/auth/AuthErrorBoundary";
import type { CheckoutActionData } from "~/shared/checkout-view";
import { CheckoutPage } from "~/commerce/CheckoutPage";
import { isActionResult } from "~/shared/action-result";
import { handleCheckoutAction } from "~server/bff/checkout/checkout-action.server";
import { loadCheckout } from "~server/bff/checkout/checkout-page.server";
import commerceStylesheet from "~/commerce/commerce.css";

// The area's stylesheet, linked where it is shown and not by the CSS bundle (decision 075).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: commerceStylesheet }];

export const meta: MetaFunction = () => [
  { title: "Checkout | Career Learning" },
  { name: "robots", content: "noindex" },
];

/** Login, then the item and its price from the platform (/api/v1/checkout/summary). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadCheckout(request, context);

/** "Apply" (APPLY_COUPON) and "Proceed to pay" (START_CHECKOUT). */
export const action = ({ request, context }: ActionFunctionArgs) =>
  handleCheckoutAction(request, context);

export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

export default function CheckoutRoute() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<CheckoutActionData>();
  return <CheckoutPage view={view} result={isActionResult(result) ? result : undefined} />;
}

export { AuthErrorBoundary as ErrorBoundary };
