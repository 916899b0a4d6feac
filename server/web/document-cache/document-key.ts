import { isbot } from "isbot";
import {
  cookiesOf,
  dateTimeFormatFrom,
  HINT_COOKIES,
  viewportFrom,
} from "../../bff/client-hints.server";
import { csrfCookieName } from "../../bff/csrf.server";
import { pageUriOf } from "../../bff/page.server";
import { canonicalQuery, declaredParamsOf } from "../../bff/page-query.server";
import { SITE_THEME_COOKIE, siteThemeOf } from "../../bff/site-theme.server";

/**
 * Our cookies start so (docs/contract.md); these leave a visitor's page as it is, or (the site
 * theme, decision 051) are part of the key.
 */
const OWN_COOKIE = /^(?:__Host-|__Secure-)?cl_/;
let harmless: ReadonlySet<string> | undefined;
/** Made once: the CSRF cookie's name is fixed by the parsed environment. */
function harmlessCookies(): ReadonlySet<string> {
  harmless ??= new Set([
    csrfCookieName(),
    HINT_COOKIES.viewport,
    HINT_COOKIES.terminalId,
    HINT_COOKIES.dateTimeFormat,
    SITE_THEME_COOKIE,
  ]);
  return harmless;
}

/** A client navigation's data request (Remix's single fetch): `/_root.data`, `/course/x.data`. */
export function isDataRequest(url: URL): boolean {
  return url.pathname.endsWith(".data");
}

/**
 * The page address a data request loads: "/_root.data" is "/", "/course/x.data" is "/course/x",
 * without Remix's `_routes` parameter (the loaders never see it).
 */
export function pageUrlOfData(url: URL): URL {
  const page = new URL(url);
  page.pathname = page.pathname === "/_root.data" ? "/" : page.pathname.replace(/\.data$/, "");
  page.searchParams.delete("_routes");
  return page;
}

/**
 * The document key of a request that may be answered from the cache: the address as sent (a
 * data request's `.data` address is a key of its own), the device class, crawler or not (a
 * crawler's document is rendered whole, not streamed), the date format, the site theme. Undefined for anything
 * else: a request that is not a GET, or carries any of our cookies but the CSRF and hint ones.
 */
export function documentKeyOf(request: Request): string | undefined {
  if (request.method !== "GET") return undefined;
  const url = new URL(request.url);
  const cookies = cookiesOf(request.headers.get("cookie") ?? undefined);
  const harmless = harmlessCookies();
  for (const name of cookies.keys()) {
    if (OWN_COOKIE.test(name) && !harmless.has(name)) return undefined;
  }
  const userAgent = request.headers.get("user-agent") ?? "";
  return JSON.stringify([
    `${url.pathname}${url.search}`,
    viewportFrom(cookies, userAgent).deviceType,
    isbot(userAgent),
    dateTimeFormatFrom(cookies, request.headers.get("accept-language") ?? ""),
    siteThemeOf(request),
  ]);
}

/** Remix's own parameters of a data request (which loaders to run) and of an index route. */
const FRAMEWORK_PARAMS = ["_routes", "index"];

/**
 * A visitor's request for a page route's path as that page reads it (decision 063): the
 * parameters the page does not declare, that are not tracking ones nor the page route's own, are
 * dropped, so `/?q=anything` is rendered, kept and answered as `/`. Any other request is
 * returned as it is: a path this process has not seen the page route load, a path of another
 * route, an address that drops nothing.
 */
export function canonicalRequest(request: Request): Request {
  if (request.method !== "GET") return request;
  const url = new URL(request.url);
  const data = isDataRequest(url);
  const page = data ? pageUrlOfData(url) : url;
  const declared = declaredParamsOf(pageUriOf(page.pathname));
  if (!declared?.pageRoute) return request;
  const query = canonicalQuery(url.searchParams, declared.params, data ? FRAMEWORK_PARAMS : []);
  if (!query) return request;
  const canonical = new URL(url);
  canonical.search = query.toString();
  return new Request(canonical, {
    method: "GET",
    headers: request.headers,
    signal: request.signal,
  });
}
