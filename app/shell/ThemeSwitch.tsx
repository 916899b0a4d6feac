import { useRouteLoaderData } from "@remix-run/react";
import type { SiteTheme } from "~/contract/values";
import { NAV_PATHS } from "~/shared/nav-links";
import * as serverMarkup from "./theme-switch.server";
import { serverText } from "./server-text";

const markup: Partial<typeof serverMarkup> = serverMarkup;

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
 * is where the theme is decided. The buttons are the server's markup (theme-switch.server.ts)
 * and the classes global (app.css): "/" is at its script budget.
 */
export function ThemeSwitch({ csrfToken, labelled = false, className }: ThemeSwitchProps) {
  // Only the server's render reads it (the markup below); the root loader has it.
  const current = useRouteLoaderData<{ siteTheme?: SiteTheme }>("root")?.siteTheme ?? "system";
  const where = `theme-switch-${labelled ? "menu" : "header"}`;
  return (
    <form
      method="post"
      action={NAV_PATHS.theme}
      className={`theme-switch${labelled ? " theme-switch-labelled" : ""} ${className ?? ""}`}
    >
      {csrfToken ? <input type="hidden" name="csrf" value={csrfToken} /> : null}
      <div
        className="theme-switch-parts"
        data-server-markup={where}
        dangerouslySetInnerHTML={{
          __html: serverText(
            markup.themeSwitchMarkup?.(current, labelled),
            `[data-server-markup="${where}"]`,
            (el) => el.innerHTML,
          ),
        }}
      />
    </form>
  );
}
