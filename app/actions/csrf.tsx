import { AuthenticityTokenInput, useAuthenticityToken } from "remix-utils/csrf/react";

/**
 * The CSRF token of the root's AuthenticityTokenProvider, or "" when there is none (the root
 * loader failed): the form then posts without it and the server answers its clear 403, instead
 * of the page crashing while it renders.
 */
export function useCsrfToken(): string {
  try {
    return useAuthenticityToken();
  } catch {
    return "";
  }
}

/** The hidden "csrf" field (remix-utils' AuthenticityTokenInput) when a token exists. */
export function CsrfInput() {
  return useCsrfToken() ? <AuthenticityTokenInput /> : null;
}
