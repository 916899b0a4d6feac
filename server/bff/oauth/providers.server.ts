import { OAUTH_PROVIDERS, OAUTH_SCOPES, type OAuthProvider } from "~/contract/oauth";
import { getEnv } from "../env.server";

/**
 * Where each provider's consent page is (docs/decisions/019), from the environment (env.server.ts):
 * - OAUTH_TEST_PROVIDER=true: the reference platform plays both providers
 *   ({UPSTREAM_URL}/oauth/{provider}/authorize, test mode only), client id "test-client";
 * - otherwise the providers' real pages with DISCORD_CLIENT_ID / GITHUB_CLIENT_ID (public ids;
 *   a provider without one is "not configured" and its Connect button says so);
 * - OAUTH_REDIRECT_ORIGIN: the origin registered with the providers (default: the request's).
 * The client secrets live upstream, which exchanges the code (spec: "through the upstream").
 */
const REAL_AUTHORIZE_URLS: Record<OAuthProvider, string> = {
  discord: "https://discord.com/oauth2/authorize",
  github: "https://github.com/login/oauth/authorize",
};

export interface ProviderConfig {
  authorizeUrl: string;
  clientId: string;
}

/** The provider's consent page and client id, or undefined when it is not configured. */
export function providerConfig(provider: OAuthProvider): ProviderConfig | undefined {
  const env = getEnv();
  if (env.OAUTH_TEST_PROVIDER) {
    return {
      authorizeUrl: `${getEnv().UPSTREAM_URL}/oauth/${provider}/authorize`,
      clientId: "test-client",
    };
  }
  const clientId = provider === "discord" ? env.DISCORD_CLIENT_ID : env.GITHUB_CLIENT_ID;
  return clientId ? { authorizeUrl: REAL_AUTHORIZE_URLS[provider], clientId } : undefined;
}

/**
 * The origins of the configured consent pages: the document CSP's form-action must allow them,
 * since the Connect form's answer is a redirect there (browsers check form-action on redirects).
 */
export function oauthFormOrigins(): string[] {
  const origins = OAUTH_PROVIDERS.map((provider) => providerConfig(provider))
    .filter((config): config is ProviderConfig => config !== undefined)
    .map((config) => new URL(config.authorizeUrl).origin);
  return [...new Set(origins)];
}

/** The callback address the provider sends the browser back to (and the exchange repeats). */
export function redirectUriFor(request: Request, callbackPath: string): string {
  const origin = getEnv().OAUTH_REDIRECT_ORIGIN || new URL(request.url).origin;
  return `${origin}${callbackPath}`;
}

/** The consent page's address for one connection attempt. */
export function authorizeLocation(
  config: ProviderConfig,
  provider: OAuthProvider,
  state: string,
  redirectUri: string,
): string {
  const url = new URL(config.authorizeUrl);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("client_id", config.clientId);
  url.searchParams.set("redirect_uri", redirectUri);
  url.searchParams.set("scope", OAUTH_SCOPES[provider]);
  url.searchParams.set("state", state);
  return url.toString();
}
