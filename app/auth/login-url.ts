import { accessFor, isSelfGuarded } from "./access";
import { LOGIN_PARAM } from "./login-state";

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Same-site paths only: "/x?y#z" passes; "//host", "/\\host", schemes, control characters and
 * anything that resolves to another origin do not. Used for every return path and redirect.
 */
export function safeReturnPath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string") return fallback;
  const value = target.trim();
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (value.length > 2000 || value.includes("\\") || hasControlCharacter(value)) return fallback;
  try {
    const base = "http://same.site.invalid";
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** A same-site absolute URL (e.g. a Referer) as a path, or undefined. */
export function sameSitePath(url: string | null | undefined, origin: string): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.origin !== origin) return undefined;
    const path = safeReturnPath(`${parsed.pathname}${parsed.search}`, "");
    return path || undefined;
  } catch {
    return undefined;
  }
}

/** The same address without the login parameter (closing the login panel). */
export function withoutLoginParam(pathAndSearch: string): string {
  const url = new URL(pathAndSearch, "http://x.invalid");
  url.searchParams.delete(LOGIN_PARAM);
  return `${url.pathname}${url.search}`;
}

/** The same address with the login panel open over it. */
export function withLoginParam(pathAndSearch: string): string {
  const url = new URL(pathAndSearch, "http://x.invalid");
  url.searchParams.set(LOGIN_PARAM, "1");
  return `${url.pathname}${url.search}`;
}

export function isLoginOpen(search: string): boolean {
  return new URLSearchParams(search).get(LOGIN_PARAM) === "1";
}

/** The login page's own address, remembering where to go afterwards. */
export function loginPagePath(redirectTo: string): string {
  const target = safeReturnPath(redirectTo);
  return target === "/" ? "/login" : `/login?redirectTo=${encodeURIComponent(target)}`;
}

function pathnameOf(pathAndSearch: string): string {
  return new URL(pathAndSearch, "http://x.invalid").pathname;
}

/**
 * Where the login panel shows its next step: the same address, with the login parameter when
 * the panel would otherwise be closed there (routes that ask for login show it anyway).
 */
export function panelPath(returnTo: string): string {
  const pathname = pathnameOf(returnTo);
  if (isSelfGuarded(pathname) || accessFor(pathname, null) !== "ok") return returnTo;
  return withLoginParam(returnTo);
}

/** Where a finished login goes: the login page's redirectTo, else the page without the panel. */
export function afterLoginPath(returnTo: string): string {
  const url = new URL(returnTo, "http://x.invalid");
  if (/^\/login\/?$/.test(url.pathname)) {
    return safeReturnPath(url.searchParams.get("redirectTo"), "/");
  }
  return withoutLoginParam(returnTo);
}
