/**
 * Connected accounts (issue 16, docs/decisions/019): the OAuth providers a learner can connect,
 * the callback routes of spec 01 section 2.1 (/discord/oauth, /github/oauth), the BFF's own
 * addresses for starting a connection, and every text the flow shows. Zod-free: the browser
 * imports it.
 */
export const OAUTH_PROVIDERS = ["discord", "github"] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const OAUTH_PROVIDER_NAMES: Record<OAuthProvider, string> = {
  discord: "Discord",
  github: "GitHub",
};

/** Spec 01 section 2.1: where each provider sends the browser back. */
export const OAUTH_CALLBACK_PATHS: Record<OAuthProvider, string> = {
  discord: "/discord/oauth",
  github: "/github/oauth",
};

/** The BFF's connected-accounts page (login required: /user/*) and its start form's target. */
export const CONNECTIONS_PATH = "/user/connections";

/** How long a started connection may take at the provider before its state expires. */
export const OAUTH_STATE_TTL_SECONDS = 10 * 60;

/** The scopes asked for: the account's identity only. */
export const OAUTH_SCOPES: Record<OAuthProvider, string> = {
  discord: "identify",
  github: "read:user",
};

export function isOAuthProvider(value: unknown): value is OAuthProvider {
  return typeof value === "string" && (OAUTH_PROVIDERS as readonly string[]).includes(value);
}

/** Why a callback was refused before anything went upstream. */
export type OAuthStateProblem = "missing" | "mismatch" | "reused" | "expired";

export const OAUTH_TEXTS = {
  connected: (name: string) => `${name} is connected.`,
  connectedAs: (account: string) => `Connected as ${account}`,
  notConnected: "Not connected",
  connect: (name: string) => `Connect ${name}`,
  reconnect: (name: string) => `Connect another ${name} account`,
  pageTitle: "Connected accounts",
  pageIntro:
    "Connect your Discord account to join the learner community, and your GitHub account to show your projects on your portfolio.",
  errorTitle: (name: string) => `${name} was not connected`,
  tryAgain: "Back to connected accounts",
  state: {
    missing:
      "We could not match this answer to a connection you started in this browser. Start connecting again.",
    mismatch:
      "This answer belongs to a different connection request, so we did not use it. Start connecting again.",
    reused: "This connection link was already used. Start connecting again.",
    expired: "This connection request expired after 10 minutes. Start connecting again.",
  } satisfies Record<OAuthStateProblem, string>,
  denied: (name: string) => `You cancelled the connection at ${name}. Nothing was changed.`,
  providerError: (name: string) => `${name} could not connect your account. Try again later.`,
  notConfigured: (name: string) => `Connecting ${name} is not available right now.`,
} as const;
