/**
 * Spec 01 sections 3 and 4: what the browser keeps about the logged-in user (never the token) and
 * the named cross-tab channels. Pure helpers, so they can be tested without a browser.
 */
export const CHANNELS = {
  autoLogout: "auto-logout",
  userState: "user-state",
  page: "page",
  iframe: "iframe",
} as const;

export const STORAGE_KEYS = {
  isLoggedIn: "isLoggedIn",
  userProfileHash: "userProfileHash",
  userDetails: "userDetails",
} as const;

export type SyncMessage =
  | { type: "auto-logout" }
  | { type: "user-state-modified"; hash: string }
  | { type: "page-reload"; pageUri: string; data?: unknown };

export interface StoredState {
  isLoggedIn: boolean;
  hash: string | null;
}

export interface ServerState {
  loggedIn: boolean;
  hash: string | null;
}

/**
 * What this tab must tell the others when the server's view of the user differs from what the
 * browser had stored: a logged-in tab that finds itself logged out was logged out (401, expiry or
 * another tab's logout); a changed hash means the user's state changed.
 */
export function messagesFor(stored: StoredState, server: ServerState): SyncMessage[] {
  if (stored.isLoggedIn && !server.loggedIn) return [{ type: "auto-logout" }];
  if (server.loggedIn && server.hash && stored.isLoggedIn && stored.hash !== server.hash) {
    return [{ type: "user-state-modified", hash: server.hash }];
  }
  return [];
}

export function isSyncMessage(value: unknown): value is SyncMessage {
  if (typeof value !== "object" || value === null) return false;
  const type = (value as { type?: unknown }).type;
  if (type === "auto-logout") return true;
  if (type === "user-state-modified") return typeof (value as { hash?: unknown }).hash === "string";
  if (type === "page-reload") return typeof (value as { pageUri?: unknown }).pageUri === "string";
  return false;
}
