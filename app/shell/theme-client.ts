import { startTransition, useEffect, useState } from "react";
import type { RouteLook } from "~/shared/route-look";
import type { PageStyleHint, Theme } from "./theme";
import {
  COMPILER_THEME_KEY,
  PRACTICE_THEME_KEY,
  THEME_PREFERENCE_EVENT,
  type SiteTheme,
} from "~/contract/values";

/**
 * The browser's refinement of the theme (spec 01 sections 2.1, 3 and 4). The server picks a theme
 * from the route look and the page background (./theme.ts); what only the browser knows is
 * applied here and, before first paint, by the inline `themeScript`:
 * - pages whose look is "default" or "course" and that have no page background follow the
 *   system colour preference (prefers-color-scheme);
 * - /online-compiler/* follows the stored standalone-compiler preference: dark unless stored "false";
 * - /problem/* follows the stored practice-editor preference: light unless stored "true";
 * - with a site theme chosen in the header (decision 051) the server renders it, and only a stored
 *   editor preference refines it (on the two editor looks).
 * The server tells the script which rule applies with <html data-theme-preference>.
 */
export type ThemePreference = "fixed" | "system" | "compiler" | "practice";

export const THEME_PREFERENCE_ATTRIBUTE = "data-theme-preference";
// The stored preferences' keys and setter sit low (app/shared): the editors set them too.
export { COMPILER_THEME_KEY, PRACTICE_THEME_KEY, THEME_PREFERENCE_EVENT };

/** Which rule refines the server's theme for this look and page. */
export function themePreferenceFor(
  look: Pick<RouteLook, "theme">,
  pageStyle?: PageStyleHint,
  siteTheme: SiteTheme = "system",
): ThemePreference {
  switch (look.theme) {
    case "compiler-preference":
      return "compiler";
    case "practice-preference":
      return "practice";
    case "default":
    case "course":
      return pageStyle?.backgroundColor?.trim() || siteTheme !== "system" ? "fixed" : "system";
    default:
      return "fixed";
  }
}

/** What the browser knows: the system preference and the two stored values (raw strings). */
export interface ThemeEnvironment {
  prefersDark: boolean;
  compilerDark: string | null;
  practiceDark: string | null;
}

export function refineTheme(
  preference: ThemePreference,
  serverTheme: Theme,
  env: ThemeEnvironment,
): Theme {
  switch (preference) {
    case "system":
      return env.prefersDark ? "dark" : "light";
    // A stored editor choice wins; without one the server's theme stands: the spec's default
    // (compiler dark, practice light), or the site theme the visitor chose (decision 051).
    case "compiler":
      return storedTheme(env.compilerDark) ?? serverTheme;
    case "practice":
      return storedTheme(env.practiceDark) ?? serverTheme;
    default:
      return serverTheme;
  }
}

function storedTheme(stored: string | null): Theme | undefined {
  if (stored === "true") return "dark";
  if (stored === "false") return "light";
  return undefined;
}

function readEnvironment(): ThemeEnvironment {
  const stored = (key: string) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  return {
    prefersDark: window.matchMedia?.("(prefers-color-scheme: dark)").matches ?? false,
    compilerDark: stored(COMPILER_THEME_KEY),
    practiceDark: stored(PRACTICE_THEME_KEY),
  };
}

/**
 * The theme to render: the server's during hydration (the inline script already set the DOM),
 * then the refined one, kept current when the system preference or a stored preference changes.
 */
export function useClientTheme(serverTheme: Theme, preference: ThemePreference): Theme {
  const [env, setEnv] = useState<ThemeEnvironment | null>(null);
  useEffect(() => {
    // A transition: parts still hydrating wait for it rather than being rendered again from
    // scratch (React error #421).
    const update = () => startTransition(() => setEnv(readEnvironment()));
    update();
    const media = window.matchMedia?.("(prefers-color-scheme: dark)");
    media?.addEventListener?.("change", update);
    window.addEventListener("storage", update);
    window.addEventListener(THEME_PREFERENCE_EVENT, update);
    return () => {
      media?.removeEventListener?.("change", update);
      window.removeEventListener("storage", update);
      window.removeEventListener(THEME_PREFERENCE_EVENT, update);
    };
  }, []);
  return env ? refineTheme(preference, serverTheme, env) : serverTheme;
}
