import { useCallback, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "@remix-run/react";

/**
 * The code editor's settings (issue 32, decision 046): font size, tab size and the Vim keymap,
 * kept in localStorage per signed-in user (a hash of the email names the entry; visitors share
 * one). Light/dark is not here: it is the spec's stored theme preference (shell/theme-client).
 */
export interface EditorSettings {
  fontSize: number;
  tabSize: number;
  vim: boolean;
}

export const FONT_SIZES = [12, 13, 14, 16, 18, 20, 24] as const;
export const TAB_SIZES = [2, 4, 8] as const;
export const DEFAULT_EDITOR_SETTINGS: EditorSettings = { fontSize: 14, tabSize: 4, vim: false };
const KEY_PREFIX = "cl-editor-settings";
/** Dispatched on window when this tab changes the settings (the storage event is for other tabs). */
const CHANGE_EVENT = "cl-editor-settings";

/** FNV-1a: the entry names the user without keeping their email in clear. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export function settingsKey(email: string | undefined): string {
  return email ? `${KEY_PREFIX}:${shortHash(email.trim().toLowerCase())}` : `${KEY_PREFIX}:visitor`;
}

const oneOf = <T extends number>(values: readonly T[], raw: unknown, fallback: T): T =>
  values.find((v) => v === raw) ?? fallback;

/** Whatever is stored, as valid settings: unknown or broken values fall back to the defaults. */
export function parseSettings(raw: string | null): EditorSettings {
  let value: Partial<Record<keyof EditorSettings, unknown>> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === "object") value = parsed;
  } catch {
    // A broken entry is as good as none.
  }
  return {
    fontSize: oneOf(FONT_SIZES, value.fontSize, DEFAULT_EDITOR_SETTINGS.fontSize),
    tabSize: oneOf(TAB_SIZES, value.tabSize, DEFAULT_EDITOR_SETTINGS.tabSize),
    vim: value.vim === true,
  };
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

// One parsed value per raw string, so useSyncExternalStore sees a stable snapshot.
let cached: { key: string; raw: string | null; settings: EditorSettings } | undefined;
export function readSettings(key: string): EditorSettings {
  const raw = storage()?.getItem(key) ?? null;
  if (cached?.key !== key || cached.raw !== raw)
    cached = { key, raw, settings: parseSettings(raw) };
  return cached.settings;
}

export function writeSettings(key: string, patch: Partial<EditorSettings>): void {
  const next = { ...readSettings(key), ...patch };
  try {
    storage()?.setItem(key, JSON.stringify(next));
  } catch {
    // Quota or private mode: nothing to keep; the editor keeps its current settings.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(listener: () => void) {
  window.addEventListener("storage", listener);
  window.addEventListener(CHANGE_EVENT, listener);
  return () => {
    window.removeEventListener("storage", listener);
    window.removeEventListener(CHANGE_EVENT, listener);
  };
}

/** The signed-in user's settings (defaults in the server's render) and their setter. */
export function useEditorSettings(): [EditorSettings, (patch: Partial<EditorSettings>) => void] {
  const root = useRouteLoaderData("root") as { user?: { email?: unknown } } | undefined;
  const email = typeof root?.user?.email === "string" ? root.user.email : undefined;
  const key = settingsKey(email);
  const settings = useSyncExternalStore(
    subscribe,
    () => readSettings(key),
    () => DEFAULT_EDITOR_SETTINGS,
  );
  const update = useCallback((patch: Partial<EditorSettings>) => writeSettings(key, patch), [key]);
  return [settings, update];
}
