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
 * The browser's refinement of the theme (spec 01 sections 2.1, 3 and 4; issue 42, decision 071).
 * The server picks a theme from the route look, the page background and the site theme
 * (./theme.ts); what only the browser knows is applied here and, before first paint, by the
 * inline `themeScript`:
 * - with the site theme "system" (no choice in the header), every page without a page background
 *   follows the system colour preference (prefers-color-scheme), the dark marketing pages too;
 * - /online-compiler/* and /problem/* follow their stored editor preference when the learner set
 *   one in the editor settings; without one they follow the site theme: the system's, or the one
 *   chosen in the header (decision 051), which the server rendered;
 * - a chosen site theme, or a page background from upstream, is fixed.
 * The server tells the script which rule applies with <html data-theme-preference>.
 */
export type ThemePreference =
  "fixed" | "system" | "compiler" | "practice" | "compiler-or-system" | "practice-or-system";

export const THEME_PREFERENCE_ATTRIBUTE = "data-theme-preference";
// The stored preferences' keys and setter sit low (app/shared): the editors set them too.
export { COMPILER_THEME_KEY, PRACTICE_THEME_KEY, THEME_PREFERENCE_EVENT };

/** Which rule refines the server's theme for this look, page and site theme. */
export function themePreferenceFor(
  look: Pick<RouteLook, "theme">,
  pageStyle?: PageStyleHint,
  siteTheme: SiteTheme = "system",
): ThemePreference {
  const followsSystem = siteTheme === "system";
  switch (look.theme) {
    case "compiler-preference":
      return followsSystem ? "compiler-or-system" : "compiler";
    case "practice-preference":
      return followsSystem ? "practice-or-system" : "practice";
    default:
      return pageStyle?.backgroundColor?.trim() || !followsSystem ? "fixed" : "system";
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
  const system: Theme = env.prefersDark ? "dark" : "light";
  switch (preference) {
    case "system":
      return system;
    // A stored editor choice wins; without one the site theme stands: the one the visitor chose
    // (the server's theme), or the system's.
    case "compiler":
      return storedTheme(env.compilerDark) ?? serverTheme;
    case "practice":
      return storedTheme(env.practiceDark) ?? serverTheme;
    case "compiler-or-system":
      return storedTheme(env.compilerDark) ?? system;
    case "practice-or-system":
      return storedTheme(env.practiceDark) ?? system;
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
