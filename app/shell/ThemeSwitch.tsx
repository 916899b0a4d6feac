import { useRouteLoaderData } from "@remix-run/react";
import { SITE_THEMES, type SiteTheme } from "~/contract/values";
import { NAV_PATHS } from "~/shared/nav-links";

const LABELS: Record<SiteTheme, string> = {
  system: "System theme",
  light: "Light theme",
  dark: "Dark theme",
};

interface ThemeSwitchProps {
  csrfToken?: string;
  /** The mobile menu shows the words beside the icons; the header keeps them for screen readers. */
  labelled?: boolean;
  className?: string;
}

/**
 * The site theme: system, light or dark (decision 051). A plain form of three submit buttons that
 * POSTs to /theme, which sets a cookie and redirects back (to the Referer: the page the form is
 * on, also after client navigation): it works without JavaScript and the server renders the
 * chosen theme on <html> before the first paint. A plain <form>, not Remix's: the document answer
 * is where the theme is decided.
 */
export function ThemeSwitch({ csrfToken, labelled = false, className }: ThemeSwitchProps) {
  const current = useRouteLoaderData<{ siteTheme?: SiteTheme }>("root")?.siteTheme ?? "system";
  return (
    <form
      method="post"
      action={NAV_PATHS.theme}
      className={`theme-switch${labelled ? " theme-switch-labelled" : ""} ${className ?? ""}`}
    >
      {csrfToken ? <input type="hidden" name="csrf" value={csrfToken} /> : null}
      <div className="theme-switch-parts">
        {labelled ? (
          <p className="theme-switch-label" aria-hidden="true">
            Theme
          </p>
        ) : null}
        <div className="theme-switch-group" role="group" aria-label="Theme">
          {SITE_THEMES.map((theme) => (
            <button
              key={theme}
              type="submit"
              name="theme"
              value={theme}
              className="theme-switch-option"
              aria-pressed={theme === current}
              title={LABELS[theme]}
              data-theme-option={theme}
            >
              <span className="theme-switch-icon" aria-hidden="true" />
              <span className={labelled ? undefined : "visually-hidden"}>
                {labelled ? LABELS[theme].split(" ")[0] : LABELS[theme]}
              </span>
            </button>
          ))}
        </div>
      </div>
    </form>
  );
}
