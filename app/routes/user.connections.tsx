import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AuthErrorBoundary } from "~/auth/AuthErrorBoundary";
import { ConnectionsView } from "~/auth/account/ConnectionsView";
import { OAUTH_TEXTS } from "~/contract/oauth";
import { handleOAuthStart, loadConnections } from "~server/bff/oauth/flow.server";

/** Connected accounts (login required: /user/*), where a connection starts and returns. */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadConnections(request, context);

/** The Connect buttons post here (CSRF); the answer is a redirect to the provider. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  handleOAuthStart(request, context);

export const meta: MetaFunction = () => [
  { title: `${OAUTH_TEXTS.pageTitle} | Career Learning` },
  { name: "robots", content: "noindex" },
];
export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

export default function ConnectionsRoute() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<{ startError?: string }>();
  return (
    <ConnectionsView
      providers={data.providers}
      toast={data.toast}
      loadError={data.loadError}
      startError={result?.startError}
    />
  );
}

export { AuthErrorBoundary as ErrorBoundary };
