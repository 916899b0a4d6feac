import { z } from "zod";
import { HINT_COOKIES } from "./client-hints.server";
import { getEnv } from "./env.server";
import { buildUpstreamHeaders } from "./headers.server";
import { callUpstream } from "./upstream.server";

/**
 * Spec 01 section 2.1: when an address carries both `referral` and `campaign`, a referral-capture
 * action is sent with referralId and campaignId. The BFF does it while loading the page (so it
 * works without JavaScript), and stores the pair in the `cl_ref` cookie, which every later
 * upstream call forwards as x-referral-id / x-referral-campaign-id (docs/contract.md).
 */
export const REFERRAL_CAPTURE_PATH = "/api/v1/referral/capture";
export const REFERRAL_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

const referralPart = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export function referralQueryOf(url: URL): { referralId: string; campaignId: string } | undefined {
  const referralId = referralPart.safeParse(url.searchParams.get("referral"));
  const campaignId = referralPart.safeParse(url.searchParams.get("campaign"));
  if (!referralId.success || !campaignId.success) return undefined;
  return { referralId: referralId.data, campaignId: campaignId.data };
}

export function referralCookie(referral: { referralId: string; campaignId: string }): string {
  const secure = getEnv().cookieSecure ? "; Secure" : "";
  const value = encodeURIComponent(`${referral.referralId}|${referral.campaignId}`);
  return `${HINT_COOKIES.referral}=${value}; Path=/; Max-Age=${REFERRAL_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

/**
 * Sends the capture without holding up the page: it has its own short time-out and its failure
 * is logged, never shown. Returns the Set-Cookie value to add to the page answer, or undefined.
 */
export function captureReferral(request: Request, authToken?: string): string | undefined {
  const referral = referralQueryOf(new URL(request.url));
  if (!referral) return undefined;
  void callUpstream({
    path: REFERRAL_CAPTURE_PATH,
    body: referral,
    headers: buildUpstreamHeaders(request, { authToken }),
    schema: z.unknown(),
    // The platform answers 204 (docs/contract.md): nothing to read.
    allowEmpty: true,
    timeoutMs: 3000,
  }).then((result) => {
    if (!result.ok) {
      console.warn(
        JSON.stringify({
          level: "warn",
          event: "referral-capture-failed",
          kind: result.error.kind,
        }),
      );
    }
  });
  return referralCookie(referral);
}
