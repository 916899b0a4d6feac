import { data as withHeaders, type AppLoadContext } from "@remix-run/node";
import { rootAuth } from "./auth.server";
import { publicConfig } from "./public-config.server";
import { siteThemeOf } from "./site-theme.server";

/**
 * The root route's loader (app/root.tsx): config, the logged-in user (never the token), the CSRF
 * token, the user-state hash for the client half of cross-tab state, the login panel's state and
 * the logged-out marker. One server module for the root, so that the browser build's empty
 * stand-in for it is part of the root's own chunk (no file of its own, docs/decisions/010).
 */
export async function rootLoader(request: Request, context: AppLoadContext) {
  const auth = await rootAuth(request, context);
  // The request id, for the support reference of the crash page (the web server chose it).
  return withHeaders(
    {
      config: publicConfig(),
      requestId: context.requestId,
      // The header's theme switch (decision 051): <html data-theme> is rendered from it.
      siteTheme: siteThemeOf(request),
      ...auth.data,
    },
    { headers: auth.headers },
  );
}
