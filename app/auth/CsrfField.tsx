import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useRootAuth } from "./use-root-auth";

/**
 * The hidden "csrf" field of every form (remix-utils' AuthenticityTokenInput, fed by the root's
 * AuthenticityTokenProvider). Without a token (the root loader failed) it renders nothing instead
 * of throwing; the server then refuses the form with its clear 403.
 */
export function CsrfField() {
  const { csrfToken } = useRootAuth();
  return csrfToken ? <AuthenticityTokenInput /> : null;
}
