import { createRemixStub } from "@remix-run/testing";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";
import { AppConfigContext, defaultAppConfig, type AppConfig } from "~/config/app-config";

/**
 * Renders a tree on the server, as the loader's first paint would, inside a Remix stub so that
 * <Link> and friends have their router. Returns the HTML string.
 */
export function renderToHtml(node: ReactNode, config: Partial<AppConfig> = {}): string {
  const Stub = createRemixStub([
    {
      path: "/",
      Component: () => (
        <AppConfigContext.Provider value={{ ...defaultAppConfig, ...config }}>
          {/* The root always provides a CSRF token; so does every test render. */}
          <AuthenticityTokenProvider token="test-csrf-token">{node}</AuthenticityTokenProvider>
        </AppConfigContext.Provider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={["/"]} />);
}
