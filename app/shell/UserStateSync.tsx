import { useLocation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { LoggedInUser } from "~/contract/user";
import { clearBrowserPageStore } from "~/browser-page-store/browser-page-store-client";
import {
  CHANNELS,
  isSyncMessage,
  messagesFor,
  STORAGE_KEYS,
  type StoredState,
  type SyncMessage,
} from "./user-state-sync";

/** The non-httpOnly twin of the session cookie: when it expires, the session has too. */
export const AUTO_LOGOUT_COOKIE = "cl_logged_in";
const AUTO_LOGOUT_CHECK_MS = 15_000;

function readStored(): StoredState {
  try {
    return {
      isLoggedIn: localStorage.getItem(STORAGE_KEYS.isLoggedIn) === "true",
      hash: localStorage.getItem(STORAGE_KEYS.userProfileHash),
    };
  } catch {
    return { isLoggedIn: false, hash: null };
  }
}

function writeStored(user: LoggedInUser | null, hash: string | null): void {
  try {
    if (!user) {
      // Logging out removes every stored user value (spec 01 section 3).
      for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
      return;
    }
    localStorage.setItem(STORAGE_KEYS.isLoggedIn, "true");
    if (hash) localStorage.setItem(STORAGE_KEYS.userProfileHash, hash);
    localStorage.setItem(STORAGE_KEYS.userDetails, JSON.stringify(user));
  } catch {
    // Storage unavailable (private mode): nothing is kept, nothing breaks.
  }
}

function channelOf(message: SyncMessage): string {
  if (message.type === "auto-logout") return CHANNELS.autoLogout;
  if (message.type === "user-state-modified") return CHANNELS.userState;
  return CHANNELS.page;
}

function hasCookie(name: string): boolean {
  return document.cookie.split(";").some((part) => part.trim().startsWith(`${name}=`));
}

interface UserStateSyncProps {
  user: LoggedInUser | null;
  userStateHash: string | null;
  /** The session just ended (logout or expiry): clear what the browser cached for the user. */
  loggedOut: boolean;
}

/** Browser caches that belong to a user: code drafts and queued tracking (docs/contract.md). */
const USER_CACHE_PREFIXES = ["code:", "tracking:"];

/**
 * Spec 02 section 4: logout clears the cached code (the practice drafts and sandboxes,
 * app/practice/drafts.ts). Every IndexedDB database of the site goes: what a learner kept on this
 * device leaves with them, and the page bundle need not know the code store's name.
 */
async function clearBrowserDatabases(): Promise<void> {
  try {
    const databases = (await indexedDB.databases?.()) ?? [];
    for (const { name } of databases) if (name) indexedDB.deleteDatabase(name);
  } catch {
    // No IndexedDB: nothing was kept.
  }
}

function clearUserCaches(): void {
  try {
    for (const key of Object.keys(localStorage)) {
      if (USER_CACHE_PREFIXES.some((prefix) => key.startsWith(prefix)))
        localStorage.removeItem(key);
    }
  } catch {
    // Storage unavailable: nothing was cached.
  }
  void clearBrowserDatabases();
}

/**
 * The browser half of spec 01 section 4's cross-tab rules. The server decides who is logged in
 * (it owns the session); this compares the answer with what the browser had, tells the other tabs
 * on the named BroadcastChannels, and revalidates this tab when another one speaks.
 */
export function UserStateSync({ user, userStateHash, loggedOut }: UserStateSyncProps) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const location = useLocation();
  const pathname = useRef(location.pathname);
  pathname.current = location.pathname;
  const loggedIn = user !== null;

  useEffect(() => {
    const messages = messagesFor(readStored(), { loggedIn, hash: userStateHash });
    // Storage first: a tab that reacts to the message must already read the new state.
    writeStored(user, userStateHash);
    if (typeof BroadcastChannel === "undefined") return;
    for (const message of messages) {
      const channel = new BroadcastChannel(channelOf(message));
      channel.postMessage(message);
      channel.close();
    }
  }, [loggedIn, userStateHash, user]);

  useEffect(() => {
    if (!loggedOut) return;
    clearUserCaches();
    void clearBrowserPageStore();
  }, [loggedOut]);

  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const channels = [CHANNELS.autoLogout, CHANNELS.userState, CHANNELS.page].map(
      (name) => new BroadcastChannel(name),
    );
    const onMessage = (event: MessageEvent) => {
      if (!isSyncMessage(event.data)) return;
      if (event.data.type === "page-reload" && event.data.pageUri !== pathname.current) return;
      revalidate.current();
    };
    channels.forEach((channel) => channel.addEventListener("message", onMessage));
    return () => channels.forEach((channel) => channel.close());
  }, []);

  useEffect(() => {
    if (!loggedIn) return;
    const timer = window.setInterval(() => {
      if (!hasCookie(AUTO_LOGOUT_COOKIE)) window.location.assign("/auto-logged-out");
    }, AUTO_LOGOUT_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [loggedIn]);

  return null;
}
