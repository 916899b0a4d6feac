import "@fontsource-variable/lexend/index.css";
import { cssBundleHref } from "@remix-run/css-bundle";
import type { LinksFunction, MetaFunction } from "@remix-run/node";
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
import { useEffect, type ReactNode } from "react";
import { AppConfigContext, defaultAppConfig } from "~/config/app-config";
import { clientHintsScript } from "~/config/client-hints-script";
import { useNonce } from "~/config/nonce";
import type { LoggedInUser, PageResponse } from "~/contract";
import { BarLoader } from "~/page/BarLoader";
import { CrashState, NotFoundState } from "~/page/PageStates";
import { AppShell } from "~/shell/AppShell";
import { routeLook } from "~/shell/route-look";
import { themeFor } from "~/shell/theme";
import appStyles from "~/styles/app.css";
import spacingStyles from "~/styles/spacing.css";
import { publicConfig } from "~server/bff/public-config.server";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "any" },
  { rel: "stylesheet", href: appStyles },
  { rel: "stylesheet", href: spacingStyles },
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

export async function loader() {
  // The logged-in user comes with the login issue; until then every visitor is logged out.
  const user: LoggedInUser | null = null;
  return { config: publicConfig(), user };
}

type RootData = Awaited<ReturnType<typeof loader>>;

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
  const theme = themeFor(look, usePageStyle());
  const config = data?.config ?? defaultAppConfig;
  return (
    <html lang="en" data-theme={theme} data-look={look.group}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={theme} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: clientHintsScript }} />
        <Meta />
        <Links />
      </head>
      <body>
        <AppConfigContext.Provider value={config}>
          <BarLoader />
          <AppShell look={look} user={data?.user ?? null}>
            {children}
          </AppShell>
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
  return <Outlet />;
}

/** Anything a route did not catch: a 404 shows the not-found page, anything else the crash page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundState />;
  return <CrashState />;
}
