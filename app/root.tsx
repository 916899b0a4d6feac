// The global sheets come first: every stylesheet is in the one CSS bundle, whose rules keep the order
// in which the modules import them, so app.css, then spacing.css, then the web font's faces and the
// CSS modules cascade as when the first two were links of their own ahead of the bundle
// (docs/decisions/024).
import "~/styles/app.css";
import "~/styles/spacing.css";
import "@fontsource-variable/lexend/index.css";
import { cssBundleHref } from "@remix-run/css-bundle";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { lazy, useEffect, type ReactNode } from "react";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";
import type { RootAuth } from "~/shared/login-state";
import { LoginLayer, RootAccessGate } from "~/auth/root-auth";
import { AppConfigContext, defaultAppConfig, type AppConfig } from "~/config/app-config";
import { useNonce } from "~/config/nonce";
import type { PageResponse } from "~/contract";
import { LOGOUT_NOT_REVOKED } from "~/contract/action-texts";
import type { SiteTheme } from "~/contract/values";
import { BarLoader } from "~/page/BarLoader";
import { CrashState, NotFoundState } from "~/ui/PageStates";
import { AppShell } from "~/shell/AppShell";
import { faviconHref } from "~/shell/favicon";
import { UserStateSync } from "~/shell/UserStateSync";
import { routeLook } from "~/shared/route-look";
import { inlineScriptText } from "~/shell/inline-script";
import { themeFor } from "~/shell/theme";
import {
  THEME_PREFERENCE_ATTRIBUTE,
  themePreferenceFor,
  useClientTheme,
} from "~/shell/theme-client";
import { useTracking } from "~/tracking/tracker";
import { rootLoader } from "~server/bff/root-loader.server";

/**
 * Shown only after a logout whose upstream revoke failed: a chunk of its own (its text comes from
 * here, whose first load has the contract's texts already). No Suspense
 * boundary: the server's shell waits for it (the HTML is whole without JavaScript) and so does
 * the hydration of that one page.
 */
const LogoutNotice = lazy(() =>
  import("~/auth/LogoutNotice").then((m) => ({ default: m.LogoutNotice })),
);

/**
 * One render-blocking stylesheet: the CSS bundle holds the global sheets too (see the imports).
 * The icon is a data address (shell/favicon.ts): no request during the first paint. Lexend is
 * not preloaded: the head's web-font script fetches it after the first paint and swaps it in
 * (decisions 024, 069), so its bytes never hold the stylesheet back on a slow link.
 */
export const links: LinksFunction = () => [
  { rel: "icon", href: faviconHref(), sizes: "any" },
  ...(cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : []),
];

export const meta: MetaFunction = () => [
  { title: "Career Learning: fellowships and bootcamps" },
  {
    name: "description",
    content:
      "Placement-focused fellowships in product, design and data, and an Applied Generative AI bootcamp.",
  },
];

/**
 * Config, the logged-in user (never the token), the CSRF token, the user-state hash for the
 * client half of cross-tab state, the login panel's state and the logged-out marker.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return rootLoader(request, context);
}

type RootData = { config: AppConfig; requestId: string; siteTheme?: SiteTheme } & RootAuth;

/** The page style of the leaf route's page, when it has one, to pick the theme by. */
function usePageStyle() {
  const matches = useMatches();
  const leaf = matches[matches.length - 1]?.data as { page?: PageResponse } | undefined;
  return leaf?.page?.pageData?.pageStyle;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<RootData>("root");
  const location = useLocation();
  const look = routeLook(location.pathname);
  const pageStyle = usePageStyle();
  const siteTheme = data?.siteTheme ?? "system";
  const preference = themePreferenceFor(look, pageStyle, siteTheme);
  const theme = useClientTheme(themeFor(look, pageStyle, siteTheme), preference);
  const config = data?.config ?? defaultAppConfig;
  useTracking({ console: config.trackingConsole });
  const csrfToken = data?.csrfToken ?? "";
  return (
    <html
      lang="en"
      // The inline theme script may already have refined data-theme before hydration.
      suppressHydrationWarning
      data-theme={theme}
      {...{ [THEME_PREFERENCE_ATTRIBUTE]: preference }}
      data-look={look.group}
      data-logged-out={data?.loggedOut ?? undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={theme} suppressHydrationWarning />
        <script
          nonce={nonce}
          data-inline-script="theme"
          dangerouslySetInnerHTML={{ __html: inlineScriptText("theme") }}
        />
        <script
          nonce={nonce}
          data-inline-script="web-font"
          dangerouslySetInnerHTML={{ __html: inlineScriptText("web-font") }}
        />
        <script
          nonce={nonce}
          data-inline-script="client-hints"
          dangerouslySetInnerHTML={{ __html: inlineScriptText("client-hints") }}
        />
        {/* The CSS bundle first, then the stylesheets of the page's widget kinds (its <Meta/>). */}
        <Links />
        <Meta />
      </head>
      <body>
        <AppConfigContext.Provider value={config}>
          <BarLoader />
          <UserStateSync
            user={data?.user ?? null}
            userStateHash={data?.userStateHash ?? null}
            loggedOut={Boolean(data?.loggedOut)}
          />
          {data?.loggedOut === "logout-unrevoked" ? (
            <LogoutNotice text={LOGOUT_NOT_REVOKED} />
          ) : null}
          <AuthenticityTokenProvider token={csrfToken}>
            <LoginLayer>
              <AppShell look={look} user={data?.user ?? null} csrfToken={csrfToken || undefined}>
                {children}
              </AppShell>
            </LoginLayer>
          </AuthenticityTokenProvider>
        </AppConfigContext.Provider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Lets tests (and CSS, if ever needed) know the page is interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // A page the visitor may not see is replaced by the no-access state (and the login panel).
  return (
    <RootAccessGate>
      <Outlet />
    </RootAccessGate>
  );
}

/** Anything a route did not catch: a 404 shows the not-found page, anything else the crash page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundState />;
  return <CrashState />;
}
