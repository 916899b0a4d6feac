import { COMPILER_THEME_KEY, PRACTICE_THEME_KEY, THEME_PREFERENCE_EVENT } from "~/contract/values";

/**
 * The spec's setters of the two stored preferences (spec 02 section 2): the editor settings'
 * light/dark control calls them; this tab's theme follows at once, other tabs by the storage event.
 */
export function storeDarkThemePreference(surface: "compiler" | "practice", dark: boolean): void {
  try {
    const key = surface === "compiler" ? COMPILER_THEME_KEY : PRACTICE_THEME_KEY;
    window.localStorage.setItem(key, dark ? "true" : "false");
  } catch {
    // Storage refused (private mode, quota): the choice lasts for this page only.
  }
  document.documentElement.setAttribute("data-theme", dark ? "dark" : "light");
  window.dispatchEvent(new Event(THEME_PREFERENCE_EVENT));
}
