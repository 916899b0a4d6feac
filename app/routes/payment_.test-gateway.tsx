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
import { TestGatewayPage } from "~/commerce/TestGatewayPage";
import { handleTestGatewayAction, loadTestGateway } from "~server/bff/payment/test-gateway.server";
import commerceStylesheet from "~/commerce/commerce.css";

// The area's stylesheet, linked where it is shown and not by the CSS bundle (decision 075).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: commerceStylesheet }];

export const meta: MetaFunction = () => [
  { title: "Test payment gateway | Career Learning" },
  { name: "robots", content: "noindex" },
];

/** /payment/test-gateway?orderId= : only while the test gateway is the configured provider. */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadTestGateway(request, context);

/** "Pay" signs and confirms; "Fail payment" reports the failure. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  handleTestGatewayAction(request, context);

export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

export default function TestGatewayRoute() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<unknown>();
  return <TestGatewayPage view={view} result={isActionResult(result) ? result : undefined} />;
}

export { AuthErrorBoundary as ErrorBoundary };
