import { accessFor, isSelfGuarded } from "~/shared/access";
import { LOGIN_PARAM } from "~/shared/login-state";

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

const BASE = "http://same.site.invalid";

/** Percent-decoded, repeatedly (double encoding), as a proxy or browser might decode it. */
function fullyDecoded(value: string): string {
  let current = value;
  for (let i = 0; i < 4; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** The shape every same-site path has, checked on the raw input and on the normalised result. */
function isPlainPath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//")) return false;
  if (value.includes("\\") || hasControlCharacter(value)) return false;
  // Slashes or backslashes hidden behind (double) percent-encoding, or a second "/" at the start
  // once decoded, are what a later decoder turns into "//host".
  const path = fullyDecoded(value.split(/[?#]/, 1)[0]);
  return !path.startsWith("//") && !path.includes("\\") && !hasControlCharacter(path);
}

/**
 * Same-site paths only: "/x?y#z" passes; "//host", "/\\host", schemes, control characters and
 * anything that resolves to another origin do not. The check runs again on the *normalised*
 * result: "/.//evil", "/%2e//evil" and "/x/..//evil" all normalise to "//evil" and are refused.
 * Used for every return path and redirect.
 */
export function safeReturnPath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string") return fallback;
  const value = target.trim();
  if (value.length > 2000 || !isPlainPath(value)) return fallback;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE) return fallback;
    const result = `${url.pathname}${url.search}${url.hash}`;
    if (!isPlainPath(result) || new URL(result, BASE).origin !== BASE) return fallback;
    return result;
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

/** The same address without the login parameter (closing the login panel); always same-site. */
export function withoutLoginParam(pathAndSearch: string): string {
  const url = new URL(safeReturnPath(pathAndSearch), "http://x.invalid");
  url.searchParams.delete(LOGIN_PARAM);
  return safeReturnPath(`${url.pathname}${url.search}`);
}

/** The same address with the login panel open over it; always same-site. */
export function withLoginParam(pathAndSearch: string): string {
  const url = new URL(safeReturnPath(pathAndSearch), "http://x.invalid");
  url.searchParams.set(LOGIN_PARAM, "1");
  return safeReturnPath(`${url.pathname}${url.search}`, `/?${LOGIN_PARAM}=1`);
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
  const safe = safeReturnPath(returnTo);
  const pathname = pathnameOf(safe);
  if (isSelfGuarded(pathname) || accessFor(pathname, null) !== "ok") return safe;
  return withLoginParam(safe);
}

/** Where a finished login goes: the login page's redirectTo, else the page without the panel. */
export function afterLoginPath(returnTo: string): string {
  const url = new URL(safeReturnPath(returnTo), "http://x.invalid");
  if (/^\/login\/?$/.test(url.pathname)) {
    return safeReturnPath(url.searchParams.get("redirectTo"), "/");
  }
  return withoutLoginParam(returnTo);
}
