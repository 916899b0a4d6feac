import type { AppLoadContext } from "@remix-run/node";
import { referralIdSchema } from "~/contract/account-calls";
import { REFERRAL_PARAMS } from "~/contract/page-query";
import { HINT_COOKIES, referralOf } from "./client-hints.server";
import { readCheckedForm } from "./csrf.server";
import { getEnv } from "./env.server";

import { failureText } from "./upstream-error.server";
import type { ReferralData } from "~/contract/account-calls";
import { logger } from "../shared/logger";

/**
 * Spec 01 section 2.1: when an address carries both `referral` and `campaign`, a referral-capture
 * action is sent with referralId and campaignId. A GET only *stores* the pair (the `cl_ref`
 * cookie, which every later upstream call forwards as x-referral-id / x-referral-campaign-id,
 * docs/contract.md); it changes nothing upstream (docs/security.md: a GET has no side effects).
 * The capture itself is a POST the page sends (`POST /api/referral-capture`, CSRF-checked),
 * carrying the stored pair, never values the browser chose.
 */
export const REFERRAL_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

const referralPart = referralIdSchema;

export function referralQueryOf(url: URL): { referralId: string; campaignId: string } | undefined {
  const referralId = referralPart.safeParse(url.searchParams.get(REFERRAL_PARAMS.referralId));
  const campaignId = referralPart.safeParse(url.searchParams.get(REFERRAL_PARAMS.campaignId));
  if (!referralId.success || !campaignId.success) return undefined;
  return { referralId: referralId.data, campaignId: campaignId.data };
}

export function referralCookie(referral: { referralId: string; campaignId: string }): string {
  const secure = getEnv().cookieSecure ? "; Secure" : "";
  const value = encodeURIComponent(`${referral.referralId}|${referral.campaignId}`);
  return `${HINT_COOKIES.referral}=${value}; Path=/; Max-Age=${REFERRAL_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

/** The page GET's part: the Set-Cookie that stores the pair, or undefined. Nothing is sent. */
export function rememberReferral(request: Request): string | undefined {
  const referral = referralQueryOf(new URL(request.url));
  return referral ? referralCookie(referral) : undefined;
}

/**
 * Spec 02 section 7: token sign-in sends referralData {invitedByReferral, campaignId} from the
 * stored referrer and campaign (the `cl_ref` cookie); undefined when nothing is stored.
 */
export function referralDataOf(request: Request): ReferralData | undefined {
  const stored = referralOf(request);
  if (!stored) return undefined;
  return stored.campaignId
    ? { invitedByReferral: stored.referralId, campaignId: stored.campaignId }
    : { invitedByReferral: stored.referralId };
}

const noStore = { "Cache-Control": "no-store" };

/**
 * POST /api/referral-capture {csrf}: sends the stored pair upstream (204), with the user's token
 * when logged in. Without a stored pair with a campaign: 400, nothing sent.
 */
export async function handleReferralCapture(
  request: Request,
  context: AppLoadContext,
): Promise<Response> {
  try {
    await readCheckedForm(request, context);
  } catch (error) {
    if (error instanceof Response) return error;
    const thrown = error as { data?: unknown; init?: { status?: number } };
    return Response.json(thrown.data ?? {}, {
      status: thrown.init?.status ?? 400,
      headers: noStore,
    });
  }
  const stored = referralOf(request);
  if (!stored?.campaignId) {
    return Response.json(
      { message: "There is no referral to capture." },
      { status: 400, headers: noStore },
    );
  }
  const result = await context.upstream().call("referralCapture", {
    body: { referralId: stored.referralId, campaignId: stored.campaignId },
    // The platform answers 204 (docs/contract.md): nothing to read.
    allowEmpty: true,
    timeoutMs: 3000,
  });
  if (!result.ok) {
    logger.warn(
      { event: "referral-capture-failed", kind: result.error.kind },
      "referral capture failed",
    );
    return Response.json({ message: failureText(result.error) }, { status: 502, headers: noStore });
  }
  return new Response(null, { status: 204, headers: noStore });
}
