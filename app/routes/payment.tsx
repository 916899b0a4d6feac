import type {
  ActionFunctionArgs,
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { isActionResult } from "~/shared/action-result";
import { AuthErrorBoundary } from "~/auth/AuthErrorBoundary";
import { PaymentPage } from "~/commerce/PaymentPage";
import { handlePaymentAction, loadPayment } from "~server/bff/payment/payment-page.server";
import commerceStylesheet from "~/commerce/commerce.css";

// The area's stylesheet, linked where it is shown and not by the CSS bundle (decision 075).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: commerceStylesheet }];

export const meta: MetaFunction = () => [
  { title: "Payment | Career Learning" },
  { name: "robots", content: "noindex" },
];

/** Login, then the order from the platform and the configured provider's step. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadPayment(request, context);

/** The hosted card checkout's confirmation and error forms. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  handlePaymentAction(request, context);

export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

export default function PaymentRoute() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<unknown>();
  return <PaymentPage view={view} result={isActionResult(result) ? result : undefined} />;
}

export { AuthErrorBoundary as ErrorBoundary };
