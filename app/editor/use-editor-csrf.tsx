import { useRouteLoaderData } from "@remix-run/react";

/**
 * The CSRF token of the root loader, read directly (as app/practice/use-root-csrf.ts does): the
 * editor's chunk then shares no module with the page bundle (tests/budget). "" when the root
 * loader failed: the forms post without it and the server answers its clear 403.
 */
export function useEditorCsrf(): string {
  const data = useRouteLoaderData("root") as { csrfToken?: unknown } | undefined;
  return typeof data?.csrfToken === "string" ? data.csrfToken : "";
}

/** The hidden "csrf" field of the editor's forms (the name remix-utils' input uses). */
export function CsrfField({ token }: { token: string }) {
  return token ? <input type="hidden" name="csrf" value={token} /> : null;
}
