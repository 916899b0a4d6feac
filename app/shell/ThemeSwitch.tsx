import { Form, useLocation } from "@remix-run/react";
import { SITE_THEME_PATH, SITE_THEMES, type SiteTheme } from "~/contract/values";
import styles from "./ThemeSwitch.module.css";

const LABELS: Record<SiteTheme, string> = {
  system: "System theme",
  light: "Light theme",
  dark: "Dark theme",
};

const SHORT: Record<SiteTheme, string> = { system: "System", light: "Light", dark: "Dark" };

function Icon({ theme }: { theme: SiteTheme }) {
  const common = {
    width: 18,
    height: 18,
    viewBox: "0 0 24 24",
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 2,
    strokeLinecap: "round" as const,
    strokeLinejoin: "round" as const,
    "aria-hidden": true,
    focusable: false,
  };
  if (theme === "light") {
    return (
      <svg {...common}>
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
    );
  }
  if (theme === "dark") {
    return (
      <svg {...common}>
        <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
      </svg>
    );
  }
  return (
    <svg {...common}>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </svg>
  );
}

interface ThemeSwitchProps {
  current: SiteTheme;
  csrfToken?: string;
  /** The mobile menu shows the words beside the icons; the header keeps them for screen readers. */
  labelled?: boolean;
  className?: string;
}

/**
 * The site theme: system, light or dark (decision 051). A plain form of three submit buttons that
 * POSTs to /theme, which sets a cookie and redirects back: it works without JavaScript, adds none
 * to the page, and the server renders the chosen theme on <html> before the first paint.
 */
export function ThemeSwitch({ current, csrfToken, labelled = false, className }: ThemeSwitchProps) {
  const location = useLocation();
  return (
    <Form
      method="post"
      action={SITE_THEME_PATH}
      preventScrollReset
      className={[styles.form, labelled ? styles.labelled : "", className]
        .filter(Boolean)
        .join(" ")}
    >
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      {csrfToken ? <input type="hidden" name="csrf" value={csrfToken} /> : null}
      {labelled ? (
        <p className={styles.label} aria-hidden="true">
          Theme
        </p>
      ) : null}
      <div className={styles.group} role="group" aria-label="Theme">
        {SITE_THEMES.map((theme) => (
          <button
            key={theme}
            type="submit"
            name="theme"
            value={theme}
            className={styles.option}
            aria-pressed={theme === current}
            title={LABELS[theme]}
            data-theme-option={theme}
          >
            <Icon theme={theme} />
            <span className={labelled ? undefined : "visually-hidden"}>
              {labelled ? SHORT[theme] : LABELS[theme]}
            </span>
          </button>
        ))}
      </div>
    </Form>
  );
}
