import { routeLook } from "~/shared/route-look";
import { pathSegments } from "~/shared/route-pattern";
import { NO_ACCESS_TEXT } from "~/contract/page-texts";

export { NO_ACCESS_TEXT };

export type Access = "ok" | "login-required" | "forbidden";

/** Routes with a module of their own that ask for login themselves (their panel, their text). */
const SELF_GUARDED = [/^\/login\/?$/, /^\/interview(\/|$)/];

export function isSelfGuarded(pathname: string): boolean {
  return SELF_GUARDED.some((re) => re.test(pathname));
}

function firstSegment(pathname: string): string {
  const first = pathSegments(pathname)[0] ?? "";
  try {
    return decodeURIComponent(first).toLowerCase();
  } catch {
    return first.toLowerCase();
  }
}

/** Admin and editor routes: the "admin-editor" group and anything under /admin (spec 01 s. 6). */
export function isAdminPath(pathname: string): boolean {
  return routeLook(pathname).group === "admin-editor" || firstSegment(pathname) === "admin";
}

/**
 * Who may see a path. The same function runs in the page loader (status, no upstream call) and
 * in the root layout (what is rendered), so the two always agree, also after client navigation.
 */
export function accessFor(pathname: string, user: { isAdmin: boolean } | null): Access {
  if (isSelfGuarded(pathname)) return "ok";
  if (isAdminPath(pathname)) {
    if (!user) return "login-required";
    return user.isAdmin ? "ok" : "forbidden";
  }
  if (routeLook(pathname).loginRequired && !user) return "login-required";
  return "ok";
}

/** What a login-protected page is, in words (its tab title before login says so). */
const PROTECTED_PAGE_NAMES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/orders\/?$/, "My Purchases"],
  [/^\/order\//, "Your order"],
  [/^\/my-courses\/?$/, "My Courses"],
  [/^\/my-referrals\/?$/, "My Referrals"],
  [/^\/referral\//, "Referrals"],
  [/^\/coupons\/?$/, "Coupons"],
  [/^\/my-calendar\/?$/, "My Calendar"],
  [/^\/user\/profile\/?$/, "Your profile"],
  [/^\/user\//, "Your account"],
  [/^\/scale\/enrol\/?$/, "Enrolment"],
  [/^\/scale\/onboarding\/?$/, "Onboarding"],
  [/^\/register\//, "Registration"],
  [/^\/whatsapp-optin\/?$/, "WhatsApp updates"],
];

/**
 * The tab title of a page that cannot be shown to this visitor: the page's name and what to do
 * ("My Purchases: log in to see it"), never a bare status number.
 */
export function noAccessTitle(pathname: string, access: Exclude<Access, "ok">): string {
  if (access === "forbidden") return "Admins only";
  const name = PROTECTED_PAGE_NAMES.find(([re]) => re.test(pathname))?.[1];
  if (name) return `${name}: log in to see it`;
  return isAdminPath(pathname) ? "Admin: log in to continue" : "Log in to see this page";
}
