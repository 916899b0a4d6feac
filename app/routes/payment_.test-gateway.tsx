import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { isActionResult } from "~/shared/action-result";
import { AuthErrorBoundary } from "~/auth/AuthErrorBoundary";
import { TestGatewayPage } from "~/commerce/TestGatewayPage";
import { handleTestGatewayAction, loadTestGateway } from "~server/bff/payment/test-gateway.server";

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
