import { useLocation } from "@remix-run/react";
import { AccessGate } from "~/auth/AccessGate";
import { withoutLoginParam } from "~/shared/login-url";
import { useRootAuth } from "~/auth/root-auth";

/**
 * A purchase step seen logged out (or after the session ended): the login-protected page state,
 * "You do not have access for this page" with the login panel; after login the buyer is back here.
 */
export function LoginStep() {
  const { login } = useRootAuth();
  const location = useLocation();
  return (
    <AccessGate
      access="login-required"
      login={login}
      returnTo={withoutLoginParam(`${location.pathname}${location.search}`)}
    >
      {null}
    </AccessGate>
  );
}
