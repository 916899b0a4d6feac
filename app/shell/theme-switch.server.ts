import { SITE_THEMES, type SiteTheme } from "~/contract/values";

const LABELS: Record<SiteTheme, string> = {
  system: "System theme",
  light: "Light theme",
  dark: "Dark theme",
};

/**
 * The theme switch's label and buttons (ThemeSwitch.tsx): written by the server, kept by the
 * browser as the HTML holds it (server-text.ts), so "/" carries no script for them. The pressed
 * button changes only with a new document (the form's answer is one), so the markup never goes
 * stale; the CSRF token and return address stay React's, as they change with the session.
 */
export function themeSwitchMarkup(current: SiteTheme, labelled: boolean): string {
  const label = labelled ? `<p class="theme-switch-label" aria-hidden="true">Theme</p>` : "";
  const buttons = SITE_THEMES.map((theme) => {
    const words = labelled ? LABELS[theme].split(" ")[0] : LABELS[theme];
    return (
      `<button type="submit" name="theme" value="${theme}" class="theme-switch-option"` +
      ` aria-pressed="${theme === current}" title="${LABELS[theme]}" data-theme-option="${theme}">` +
      `<span class="theme-switch-icon" aria-hidden="true"></span>` +
      `<span${labelled ? "" : ' class="visually-hidden"'}>${words}</span></button>`
    );
  }).join("");
  return `${label}<div class="theme-switch-group" role="group" aria-label="Theme">${buttons}</div>`;
}
