import { HttpError } from "../http/json";
import { LOGIN_REQUIRED_MESSAGE, type Session } from "./session";

export const ADMINS_ONLY_MESSAGE = "Admins only";

/**
 * The platform's own guard on personal pages. Which routes ask for login is the BFF's decision
 * (its route table); this is the second line, so a personal page never leaves the platform for
 * the wrong caller. Paths are normalised (page-uri.ts) before they get here.
 */
const LOGIN_PAGES = [
  /^\/my-courses$/,
  /^\/orders$/,
  /^\/order\/.+/,
  /^\/my-referrals$/,
  /^\/coupons$/,
  /^\/my-calendar$/,
  /^\/user(\/|$)/,
];
// The admin area, every page's builder (".../builder") and the service pages (spec 02 section 2).
const ADMIN_PAGES = [/^\/admin(\/|$)/, /\/builder$/, /^\/service(\/|$)/];

export type PageAccess = "public" | "login" | "admin";

export function pageAccess(uri: string): PageAccess {
  if (ADMIN_PAGES.some((pattern) => pattern.test(uri))) return "admin";
  return LOGIN_PAGES.some((pattern) => pattern.test(uri)) ? "login" : "public";
}

/** 401 "Login required" for anonymous callers of login and admin pages, 403 for non-admins. */
export function checkPageAccess(uri: string, session: Session | undefined): void {
  const access = pageAccess(uri);
  if (access === "public") return;
  if (!session) throw new HttpError(401, { errorMessage: LOGIN_REQUIRED_MESSAGE });
  if (access === "admin" && !session.user.isAdmin) {
    throw new HttpError(403, { errorMessage: ADMINS_ONLY_MESSAGE });
  }
}
