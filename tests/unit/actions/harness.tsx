import { Outlet } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import type { ActionFunction, LoaderFunction } from "@remix-run/node";
import type { ReactNode } from "react";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";
import { ActionToastOutlet } from "~/actions/ActionToastOutlet";
import { EMPTY_LOGIN_STATE, type LoginPanelState, type RootAuth } from "~/shared/login-state";
import { AppConfigContext, defaultAppConfig } from "~/config/app-config";
import type { LoggedInUser } from "~/contract/user";
import { renderAllToHtml } from "../../support/render";

export const CSRF = "test-csrf-token";
export const SITE = "https://learn.example.com";

export const ASHA = {
  userId: "usr_learner",
  firstName: "Asha",
  lastName: "Learner",
  email: "learner@example.com",
  isAdmin: false,
  isRiseMember: false,
  isScaleMember: false,
} as unknown as LoggedInUser;

export interface StubOptions {
  /** The address the page is at. */
  url?: string;
  /** The page is the index route ("/"), whose action URL needs ?index. */
  index?: boolean;
  user?: LoggedInUser | null;
  /** Asked on every root load instead of `user`: a login between two loads. */
  currentUser?: () => LoggedInUser | null;
  /** The page route's action data: a result rendered by the server after a plain post. */
  actionData?: unknown;
  action?: ActionFunction;
  loader?: LoaderFunction;
  /** The root's login panel state (its captcha mode, say). */
  login?: Partial<LoginPanelState>;
  /** The page route's loader data of the first render. */
  pageData?: unknown;
  /** Mount the page frame's toast outlet beside the node. */
  withOutlet?: boolean;
}

function rootData(user: LoggedInUser | null, login?: Partial<LoginPanelState>): RootAuth {
  return {
    user,
    csrfToken: CSRF,
    userStateHash: null,
    login: { ...EMPTY_LOGIN_STATE, ...login },
    loggedOut: null,
  };
}

/**
 * A root route (config, CSRF provider, the user in its loader data, as app/root.tsx gives them)
 * with the page route under it: "*" like app/routes/$.tsx, or the index like _index.tsx.
 */
export function stubPage(node: ReactNode, options: StubOptions = {}) {
  const user = options.user ?? null;
  const Page = () => (
    <>
      {node}
      {options.withOutlet ? <ActionToastOutlet /> : null}
    </>
  );
  const page = {
    id: "page",
    Component: Page,
    action: options.action ?? (() => null),
    loader: options.loader ?? (() => null),
  };
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      loader: () => rootData(options.currentUser ? options.currentUser() : user, options.login),
      Component: () => (
        <AppConfigContext.Provider value={{ ...defaultAppConfig, siteOrigin: SITE }}>
          <AuthenticityTokenProvider token={CSRF}>
            <Outlet />
          </AuthenticityTokenProvider>
        </AppConfigContext.Provider>
      ),
      children: [options.index ? { ...page, index: true } : { ...page, path: "*" }],
    },
  ]);
  return (
    <Stub
      initialEntries={[options.url ?? (options.index ? "/" : "/events")]}
      hydrationData={{
        loaderData: {
          root: rootData(options.currentUser ? options.currentUser() : user, options.login),
          page: options.pageData ?? null,
        },
        actionData: options.actionData === undefined ? undefined : { page: options.actionData },
      }}
      future={{ v3_relativeSplatPath: true, v3_fetcherPersist: true }}
    />
  );
}

export function renderPage(node: ReactNode, options: StubOptions = {}): Promise<string> {
  return renderAllToHtml(stubPage(node, options));
}
