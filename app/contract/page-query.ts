/**
 * Which query parameters of a page address reach the upstream (docs/contract.md "Page call",
 * decision 063). Zod-free: the BFF, the reference platform and the tests read it.
 *
 * - A page **declares** the parameters its answer depends on in `cacheInfo.queryParams` (ours):
 *   only those go upstream as the page call's `context`, and only those key the server page
 *   cache. An answer that declares none depends on none.
 * - **Tracking** parameters (spec 01 section 7.1) go upstream as headers, never as context.
 * - Anything else is dropped.
 */

/** Spec 01 section 7.1: campaign parameters, forwarded as `x-campaign-{param}` headers. */
export const CAMPAIGN_PARAMS = [
  "utm_source",
  "utm_campaign",
  "utm_medium",
  "utm_term",
  "utm_content",
  "adgroup",
  "matchtype",
  "device",
  "network",
  "placement",
  "target",
  "creative",
  "position",
  "adid",
  "loc_physical_ms",
  "loc_interest_ms",
  "placementtype",
  "keyword",
  "gclid",
  "fbclid",
] as const;

/** Spec 01 section 7.1: the affiliate parameter, forwarded as `x-affiliate-id`. */
export const AFFILIATE_PARAM = "affId";

/** Spec 01 section 2.1: the referral pair (a cookie, then `x-referral-*` headers). */
export const REFERRAL_PARAMS = { referralId: "referral", campaignId: "campaign" } as const;

/** Every parameter that travels as a header and never keys a page: campaigns, affiliate, referral. */
export const TRACKING_PARAMS: readonly string[] = [
  ...CAMPAIGN_PARAMS,
  AFFILIATE_PARAM,
  REFERRAL_PARAMS.referralId,
  REFERRAL_PARAMS.campaignId,
];

/** The compiler page's shared code: `/online-compiler/{language}?share={id}` (ours). */
export const COMPILER_SHARE_PARAM = "share";

/** A declared parameter's name: what a leaderboard's `rangeParam` may be, a little longer. */
export const QUERY_PARAM_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/** At most this many declared parameters are read of one answer; the rest are ignored. */
export const MAX_DECLARED_QUERY_PARAMS = 32;

/**
 * The parameters a page answer declares (`cacheInfo.queryParams`): valid names only, each once,
 * sorted, at most MAX_DECLARED_QUERY_PARAMS. Absent or not a list: none.
 */
export function declaredQueryParams(page: { cacheInfo?: { queryParams?: unknown } }): string[] {
  const raw = page.cacheInfo?.queryParams;
  if (!Array.isArray(raw)) return [];
  const names = new Set<string>();
  for (const name of raw) {
    if (names.size >= MAX_DECLARED_QUERY_PARAMS) break;
    if (typeof name === "string" && QUERY_PARAM_NAME.test(name)) names.add(name);
  }
  return [...names].sort();
}
