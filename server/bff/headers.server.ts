import { CLIENT_ADDRESS_HEADER } from "~/contract/code-values";
import { AFFILIATE_PARAM, CAMPAIGN_PARAMS } from "~/contract/page-query";
import { requestContext, requestIdFrom } from "../shared/request-context";
import { clientAddressOf } from "./client-address.server";
import {
  dateTimeFormatOf,
  readCookies,
  referralOf,
  terminalIdOf,
  viewportOf,
} from "./client-hints.server";

/** Spec 01 section 7.1: campaign and affiliate query parameters forwarded as headers. */
export { CAMPAIGN_PARAMS };

/** utm_source -> x-campaign-utm-source; affId -> x-affiliate-id (docs/contract.md). */
export function campaignHeaderName(param: string): string {
  return param === AFFILIATE_PARAM ? "x-affiliate-id" : `x-campaign-${param.replace(/_/g, "-")}`;
}

/** Browser headers passed through as they are. */
const PASS_THROUGH = ["user-agent", "accept-language"] as const;

const MAX_HEADER_VALUE = 512;

/** Header values are single-line, printable and bounded: nothing from a query can split a header. */
export function cleanHeaderValue(value: string): string {
  return value.replace(/[^\x20-\x7e]/g, "").slice(0, MAX_HEADER_VALUE);
}

/**
 * The request's id: the one our web server chose (request context), else a valid incoming
 * X-Request-Id, else a new one. Sent upstream as x-request-id and shown on error pages.
 */
export function requestIdOf(request: Request): string {
  return requestContext()?.requestId ?? requestIdFrom(request.headers.get("x-request-id"));
}

export interface UpstreamHeaderOptions {
  /** The query of the page being shown (for a page load, the page's own query). */
  query?: URLSearchParams;
  /** Human-check token for actions that ask for one (spec 01 section 7.1). */
  captchaToken?: string;
  /** Upstream auth token from the session, sent as `auth-header` (spec 02 section 7). */
  authToken?: string;
  requestId?: string;
}

/**
 * The one place that decides what reaches upstream: an allow-list, nothing copied wholesale from
 * the browser's request (no cookies, no forwarded-for, no host; the client address is ours).
 */
export function buildUpstreamHeaders(
  request: Request,
  options: UpstreamHeaderOptions = {},
): Record<string, string> {
  const cookies = readCookies(request);
  const viewport = viewportOf(request, cookies);
  const headers: Record<string, string> = {
    channel: "web",
    "content-type": "application/json",
    accept: "application/json",
    "x-viewport-info": encodeURIComponent(
      JSON.stringify({
        width: viewport.screenWidth,
        height: viewport.screenHeight,
        devicePixelRatio: viewport.devicePixelRatio,
        deviceType: viewport.deviceType,
      }),
    ),
    "x-date-time-format": dateTimeFormatOf(request, cookies),
    "x-terminal-id": terminalIdOf(request, cookies),
    "x-request-id": options.requestId ?? requestIdOf(request),
  };
  for (const name of PASS_THROUGH) {
    const value = request.headers.get(name);
    if (value) headers[name] = cleanHeaderValue(value);
  }
  const referrer = request.headers.get("referer");
  if (referrer) headers["x-referrer"] = cleanHeaderValue(referrer);
  const referral = referralOf(request, cookies);
  if (referral) {
    headers["x-referral-id"] = referral.referralId;
    if (referral.campaignId) headers["x-referral-campaign-id"] = referral.campaignId;
  }
  const query = options.query;
  if (query) {
    for (const param of [...CAMPAIGN_PARAMS, AFFILIATE_PARAM]) {
      const value = query.get(param);
      if (value) headers[campaignHeaderName(param)] = cleanHeaderValue(value);
    }
  }
  // The browser's address as our web server saw it (never a header the browser wrote): the code
  // runner's visitor identity (decision 033). Unknown outside our web server: then none is named.
  if (requestContext()?.socketAddress) {
    const address = clientAddressOf(request);
    if (address !== "unknown") headers[CLIENT_ADDRESS_HEADER] = address;
  }
  if (options.captchaToken) headers["x-captcha"] = cleanHeaderValue(options.captchaToken);
  if (options.authToken) headers["auth-header"] = cleanHeaderValue(options.authToken);
  return headers;
}
