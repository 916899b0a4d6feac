/**
 * The contract's plain values: enumerations, limits, field names and small pure rules that the
 * browser needs at run time. This module (like known.ts, action-texts.ts and field-texts.ts) must
 * not import zod: the schemas stay on the server, and `npm run lint:budget` fails when zod reaches
 * a client bundle. The schema modules import these values and re-export them.
 */

export const SERVER_ACTION_TYPES = [
  "DEFAULT",
  "START_CHECKOUT",
  "PART_CHECKOUT",
  "COURSE_NOTIFY",
  "PROFILE_SUBMIT",
  "SHOW_TOAST",
  "ENROL",
  "EVENTS_ENROL",
  "NAVIGATION",
  "MEMBER_APPROVAL_APPROVED",
  "MEMBER_APPROVAL_SKIP",
  "SUBSCRIPTION_ENROL",
  "WORKSHOP_ENROL",
  "SHARE",
  "API_CALL",
  "DOWNLOAD",
  "CLAIM_REWARD",
  "SERVER_LOGIN",
  "LOGOUT",
  "OTP_REQUEST",
  "OTP_VERIFY",
  "RESEND_OTP",
  "APPLY_COUPON",
  "CLIPBOARD_COPY",
  "RIGHT_PANE_TOGGLE",
  "CMS_CODE_SANDBOX_PUBLISH",
] as const;
export type ServerActionType = (typeof SERVER_ACTION_TYPES)[number];

/**
 * docs/decisions/006: the server action types that change data. Their buttons post to the page
 * route's action, where the BFF validates them and calls upstream; nothing else may change data.
 */
export const MUTATING_ACTION_TYPES = [
  "START_CHECKOUT",
  "PART_CHECKOUT",
  "COURSE_NOTIFY",
  "PROFILE_SUBMIT",
  "ENROL",
  "EVENTS_ENROL",
  "SUBSCRIPTION_ENROL",
  "WORKSHOP_ENROL",
  "MEMBER_APPROVAL_APPROVED",
  "MEMBER_APPROVAL_SKIP",
  "API_CALL",
  "CLAIM_REWARD",
  "APPLY_COUPON",
] as const satisfies readonly ServerActionType[];
export type MutatingActionType = (typeof MUTATING_ACTION_TYPES)[number];

/** Default background of the announcement bar (spec 01 section 3). */
export const ANNOUNCEMENT_DEFAULT_BG_KEY = "dark-purple";

/** Spec 01 section 3: "A FAB menu holds up to 6 actions". Further items are dropped. */
export const FAB_MENU_LIMIT = 6;

/** Page expiry is now plus TTL (seconds, docs/contract.md), else now. */
export function pageExpiry(page: { cacheInfo?: { TTL?: number } }, now: number): number {
  const ttl = page.cacheInfo?.TTL;
  return typeof ttl === "number" && ttl > 0 ? now + ttl * 1000 : now;
}

/** The form fields the browser posts to /api/search (plus "csrf"). */
/** `action`: the search bar's action as the page gave it (signed by the BFF). */
export const SEARCH_FIELDS = {
  action: "action",
  searchKey: "searchKey",
  category: "category",
} as const;

/** The BFF's own route for search calls. */
export const SEARCH_ROUTE = "/api/search";

/**
 * The no-JavaScript search (spec 01 section 2.3): the search bar is a GET form on the page's own
 * address with these two parameters; the page loader runs the search and hands the outcome to
 * the bar in its loader data. Never the csrf token or the search uri: the address is shared and
 * stored in history, and the uri comes from the page itself.
 */
export const SEARCH_QUERY_PARAMS = [SEARCH_FIELDS.searchKey, SEARCH_FIELDS.category] as const;

/** Field names the posting convention reserves (docs/decisions/006). */
export const ACTION_FIELDS = {
  csrf: "csrf",
  intent: "intent",
  action: "action",
  formId: "formId",
} as const;

/**
 * Where the tab keeps a pending action until the login (sessionStorage; app/actions/pending/store.ts).
 * Here rather than in action-kinds.ts: the page bundle reads it on every page, the kinds it needs
 * only when one is kept.
 */
export const PENDING_ACTION_STORAGE_KEY = "actions:pending-action";

/** Spec 02 section 2's stored preferences: the compiler's (dark unless "false"), the practice editor's (light unless "true"). */
export const COMPILER_THEME_KEY = "standaloneCompilerDarkTheme";
export const PRACTICE_THEME_KEY = "practiceEditorDarkTheme";
/** Dispatched on window when this tab changes a stored preference (the storage event is for other tabs). */
export const THEME_PREFERENCE_EVENT = "cl-theme-preference";

/**
 * The site theme a visitor picks in the header (ours, docs/decisions/051): a cookie the server
 * renders <html data-theme> from; "system" (no cookie) follows prefers-color-scheme. Set by the
 * form at NAV_PATHS.theme (POST, CSRF-checked, redirects back).
 */
export const SITE_THEMES = ["system", "light", "dark"] as const;
export type SiteTheme = (typeof SITE_THEMES)[number];
export const SITE_THEME_COOKIE = "cl_theme";

export function isSiteTheme(value: unknown): value is SiteTheme {
  return typeof value === "string" && (SITE_THEMES as readonly string[]).includes(value);
}
