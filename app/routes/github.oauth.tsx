import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { AuthErrorBoundary } from "~/auth/AuthErrorBoundary";
import { OAuthCallbackRoute } from "~/auth/account/OAuthCallbackRoute";
import { handleOAuthCallback } from "~server/bff/oauth/flow.server";

/** Spec 01 section 2.1: GitHub's OAuth callback (docs/decisions/019). */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  handleOAuthCallback(request, context, "github");

export const meta: MetaFunction = () => [
  { title: "Connecting GitHub | Career Learning" },
  { name: "robots", content: "noindex" },
];
export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });
export default OAuthCallbackRoute;
export { AuthErrorBoundary as ErrorBoundary };
