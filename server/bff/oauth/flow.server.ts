import { data, redirect, type AppLoadContext } from "@remix-run/node";
import {
  CONNECTIONS_PATH,
  isOAuthProvider,
  OAUTH_CALLBACK_PATHS,
  OAUTH_PROVIDER_NAMES,
  OAUTH_PROVIDERS,
  OAUTH_STATE_TTL_SECONDS,
  OAUTH_TEXTS,
  type OAuthProvider,
} from "~/contract/oauth";
import type { OAuthConnection } from "~/contract/account-calls";
import { safeReturnPath, withLoginParam } from "~/shared/login-url";
import { accessOf, callUpstreamAsUser } from "../auth.server";
import { readCheckedForm } from "../csrf.server";
import { appendSetCookie, sessionCookies } from "../session.server";
import { failureText } from "../upstream-error.server";
import { logger } from "../../shared/logger";
import { authorizeLocation, providerConfig, redirectUriFor } from "./providers.server";
import {
  clearStateCookie,
  newState,
  noticeCookie,
  stateCookie,
  takeNotice,
  takeState,
} from "./state.server";

/**
 * Connecting a Discord or GitHub account (issue 16, docs/decisions/019):
 * 1. POST /user/connections {intent: OAUTH_START, provider, returnTo, csrf} stores a random state
 *    (state.server.ts) and redirects to the provider's consent page;
 * 2. the provider sends the browser to /discord/oauth or /github/oauth with `code` and `state`
 *    (or `error`); the state is checked before anything else, and only then is the code
 *    exchanged through the upstream (POST /api/v1/user/oauth/connect);
 * 3. success redirects to the checked return address; its page shows "Discord is connected.".
 */

const NO_STORE = { "Cache-Control": "no-store" };
export const OAUTH_START_INTENT = "OAUTH_START";
const LOGIN_AGAIN = "Log in, then start connecting again.";

/** The return address: same-site, and never a callback (it would only fail again). */
export function oauthReturnPath(raw: unknown): string {
  const path = safeReturnPath(raw, CONNECTIONS_PATH);
  const pathname = path.split(/[?#]/, 1)[0];
  return (Object.values(OAUTH_CALLBACK_PATHS) as string[]).includes(pathname)
    ? CONNECTIONS_PATH
    : path;
}

export interface OAuthFailure {
  provider: OAuthProvider;
  providerName: string;
  title: string;
  message: string;
  /** Where "try again" goes. */
  retryPath: string;
  /** True when logging in is the way forward (the panel opens on the retry page). */
  loginNeeded?: boolean;
}

function failure(
  provider: OAuthProvider,
  message: string,
  status: number,
  setCookies: string[] = [],
  loginNeeded = false,
) {
  const headers = new Headers(NO_STORE);
  appendSetCookie(headers, ...setCookies);
  const body: { failure: OAuthFailure } = {
    failure: {
      provider,
      providerName: OAUTH_PROVIDER_NAMES[provider],
      title: OAUTH_TEXTS.errorTitle(OAUTH_PROVIDER_NAMES[provider]),
      message,
      retryPath: loginNeeded ? withLoginParam(CONNECTIONS_PATH) : CONNECTIONS_PATH,
      loginNeeded: loginNeeded || undefined,
    },
  };
  return data(body, { status, headers });
}

/** Step 1, the Connect button (POST /user/connections). */
export async function handleOAuthStart(request: Request, context: AppLoadContext) {
  const form = await readCheckedForm(request, context);
  const auth = context.session.auth;
  const provider = form.get("provider");
  if (form.get("intent") !== OAUTH_START_INTENT || !isOAuthProvider(provider)) {
    throw data({ message: "This connection does not exist." }, { status: 400, headers: NO_STORE });
  }
  const returnTo = oauthReturnPath(form.get("returnTo"));
  if (!auth.user) throw redirect(withLoginParam(CONNECTIONS_PATH), { headers: NO_STORE });
  const config = providerConfig(provider);
  if (!config) {
    return data(
      { startError: OAUTH_TEXTS.notConfigured(OAUTH_PROVIDER_NAMES[provider]) },
      { status: 503, headers: NO_STORE },
    );
  }
  const state = newState();
  const redirectUri = redirectUriFor(request, OAUTH_CALLBACK_PATHS[provider]);
  const headers = new Headers(NO_STORE);
  appendSetCookie(
    headers,
    await stateCookie({
      provider,
      state,
      userId: auth.user.userId,
      returnTo,
      expiresAt: Date.now() + OAUTH_STATE_TTL_SECONDS * 1000,
    }),
  );
  logger.info({ event: "oauth-start", provider }, "oauth start");
  return redirect(authorizeLocation(config, provider, state, redirectUri), { headers });
}

/** Step 2, GET /discord/oauth and /github/oauth. */
export async function handleOAuthCallback(
  request: Request,
  context: AppLoadContext,
  provider: OAuthProvider,
) {
  const query = new URL(request.url).searchParams;
  const auth = context.session.auth;
  const name = OAUTH_PROVIDER_NAMES[provider];
  const checked = await takeState(request, provider, auth.user?.userId);
  if (!checked.ok) {
    logger.info({ event: "oauth-state-refused", provider, problem: checked.problem }, "oauth");
    return failure(provider, OAUTH_TEXTS.state[checked.problem], 400);
  }
  const cleared = [await clearStateCookie()];
  const error = query.get("error");
  const code = query.get("code");
  if (error || !code) {
    const message =
      error === "access_denied" ? OAUTH_TEXTS.denied(name) : OAUTH_TEXTS.providerError(name);
    return failure(provider, message, 400, cleared);
  }
  if (!auth.user) return failure(provider, LOGIN_AGAIN, 401, cleared, true);

  const { result, settlement } = await callUpstreamAsUser(context, (upstream) =>
    upstream.call("oauthConnect", {
      body: {
        provider,
        code: code.slice(0, 500),
        redirectUri: redirectUriFor(request, OAUTH_CALLBACK_PATHS[provider]),
      },
      readMessageField: true,
    }),
  );
  const setCookies = [...cleared, ...settlement.setCookies];
  if (!result.ok) {
    const ended = settlement.kind === "ended";
    logger.warn(
      { event: "oauth-exchange-failed", provider, kind: result.error.kind },
      "oauth exchange failed",
    );
    if (ended) return failure(provider, LOGIN_AGAIN, 401, setCookies, true);
    const upstreamStatus = result.error.kind === "http" ? result.error.status : 502;
    return failure(
      provider,
      failureText(result.error),
      upstreamStatus >= 400 && upstreamStatus < 500 ? 400 : 502,
      setCookies,
    );
  }
  logger.info({ event: "oauth-connected", provider }, "oauth connected");
  const headers = new Headers(NO_STORE);
  appendSetCookie(headers, ...setCookies, await noticeCookie(provider));
  return redirect(oauthReturnPath(checked.state.returnTo), { headers });
}

export interface ProviderRow {
  provider: OAuthProvider;
  name: string;
  configured: boolean;
  connection?: { accountName: string; connectedAt?: string };
}

export interface ConnectionsData {
  providers: ProviderRow[];
  /** "Discord is connected.", once, after a connection came back here. */
  toast?: string;
  /** The connections could not be read (the rows then show no state). */
  loadError?: string;
}

/**
 * The toast of a connection that just came back, for whichever of our pages it returned to; only
 * when that connection is really there (a stale cookie never claims one that is not).
 */
export async function connectionToast(
  request: Request,
  connections: readonly Pick<OAuthConnection, "provider">[] | undefined,
): Promise<{ toast?: string; setCookie?: string }> {
  const { notice, setCookie } = await takeNotice(request);
  if (!notice) return {};
  const known = connections?.some((c) => c.provider === notice.provider) ?? true;
  return {
    toast: known ? OAUTH_TEXTS.connected(OAUTH_PROVIDER_NAMES[notice.provider]) : undefined,
    setCookie,
  };
}

/** GET /user/connections: every provider with its connection (login required, /user/*). */
export async function loadConnections(request: Request, context: AppLoadContext) {
  const auth = context.session.auth;
  const url = new URL(request.url);
  if (accessOf(url.pathname, auth) !== "ok") {
    const headers = new Headers(NO_STORE);
    appendSetCookie(headers, ...(await sessionCookies(auth.session)));
    throw data({ state: "no-access" }, { status: 401, headers });
  }
  const { result, settlement } = await callUpstreamAsUser(context, (upstream) =>
    upstream.call("oauthConnections", {}),
  );
  const headers = new Headers(NO_STORE);
  appendSetCookie(headers, ...settlement.setCookies);
  if (settlement.kind === "ended") throw redirect(url.pathname, { headers });
  const connections = result.ok ? result.data.connections : undefined;
  const { toast, setCookie } = await connectionToast(request, connections);
  appendSetCookie(headers, setCookie);
  const body: ConnectionsData = {
    providers: OAUTH_PROVIDERS.map((provider) => {
      const found = connections?.find((c) => c.provider === provider);
      return {
        provider,
        name: OAUTH_PROVIDER_NAMES[provider],
        configured: providerConfig(provider) !== undefined,
        connection: found
          ? { accountName: found.accountName, connectedAt: found.connectedAt }
          : undefined,
      };
    }),
    toast,
    loadError: result.ok ? undefined : failureText(result.error),
  };
  return data(body, { headers });
}
