import { redirect, type AppLoadContext } from "@remix-run/node";
import { isSiteTheme, SITE_THEME_COOKIE, type SiteTheme } from "~/contract/values";
import { safeReturnPath } from "~/shared/login-url";
import { refererPath } from "./auth.server";
import { cookiesOf } from "./client-hints.server";
import { readCheckedForm } from "./csrf.server";
import { getEnv } from "./env.server";

export { SITE_THEME_COOKIE };

/** A year: the choice is remembered until the visitor changes it. */
const SITE_THEME_MAX_AGE = 365 * 24 * 60 * 60;

/** The visitor's site theme from the request's cookie; anything unknown is "system". */
export function siteThemeOf(request: Request): SiteTheme {
  const value = cookiesOf(request.headers.get("cookie")).get(SITE_THEME_COOKIE);
  return isSiteTheme(value) ? value : "system";
}

/** "system" is no cookie at all: the visitor is back to the spec's rules (and the shared cache). */
export function siteThemeCookie(theme: SiteTheme): string {
  const secure = getEnv().cookieSecure ? "; Secure" : "";
  const rest = `Path=/; SameSite=Lax${secure}`;
  return theme === "system"
    ? `${SITE_THEME_COOKIE}=; Max-Age=0; ${rest}`
    : `${SITE_THEME_COOKIE}=${theme}; Max-Age=${SITE_THEME_MAX_AGE}; ${rest}`;
}

/**
 * POST /theme (the header's theme switch, decision 051): a CSRF-checked form with `theme`
 * (system, light or dark) and `returnTo`; sets the cookie and goes back to the page, so it works
 * without JavaScript. An unknown value is refused with 400; the return address is same-site only.
 */
export async function handleSiteTheme(request: Request, context: AppLoadContext) {
  const form = await readCheckedForm(request, context);
  const theme = form.get("theme");
  if (!isSiteTheme(theme)) {
    return Response.json({ message: "Choose system, light or dark." }, { status: 400 });
  }
  const back = safeReturnPath(form.get("returnTo"), "") || refererPath(request) || "/";
  return redirect(safeReturnPath(back), {
    status: 303,
    headers: { "Set-Cookie": siteThemeCookie(theme), "Cache-Control": "no-store" },
  });
}
