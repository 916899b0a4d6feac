/** Spec 02 section 2's stored preferences: the compiler's (dark unless "false"), the practice editor's (light unless "true"). */
export const COMPILER_THEME_KEY = "standaloneCompilerDarkTheme";
export const PRACTICE_THEME_KEY = "practiceEditorDarkTheme";
/** Dispatched on window when this tab changes a stored preference (the storage event is for other tabs). */
export const THEME_PREFERENCE_EVENT = "cl-theme-preference";

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
