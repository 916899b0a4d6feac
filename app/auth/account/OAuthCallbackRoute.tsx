import { useLoaderData } from "@remix-run/react";
import { OAuthFailureView, type OAuthFailureViewProps } from "./OAuthFailureView";

/**
 * The page of /discord/oauth and /github/oauth: a success never renders (it redirects), so what
 * shows is the failure: a refused state, the provider's error or a failed exchange.
 */
export function OAuthCallbackRoute() {
  const { failure } = useLoaderData<{ failure: OAuthFailureViewProps }>();
  return (
    <OAuthFailureView
      title={failure.title}
      message={failure.message}
      retryPath={failure.retryPath}
    />
  );
}
