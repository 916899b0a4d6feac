import { useEffect } from "react";
import { useAuthenticityToken } from "remix-utils/csrf/react";

/** The BFF route that sends the stored referral upstream (app/routes/api.referral-capture.ts). */
export const REFERRAL_CAPTURE_ENDPOINT = "/api/referral-capture";
const PART = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Spec 01 section 2.1: an address with both `referral` and `campaign` sends a referral capture.
 * The page's GET only stored the pair (a GET changes nothing upstream); this posts the capture
 * once per address, as a data-changing call should be: a POST with the CSRF token.
 */
export function useReferralCapture(search: string) {
  const csrf = useAuthenticityToken();
  useEffect(() => {
    const query = new URLSearchParams(search);
    const referral = query.get("referral") ?? "";
    const campaign = query.get("campaign") ?? "";
    if (!PART.test(referral) || !PART.test(campaign) || !csrf) return;
    const key = `referral-capture:${referral}|${campaign}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, "1");
    } catch {
      // no storage: capture anyway (the platform takes a repeat as the same referral)
    }
    fetch(REFERRAL_CAPTURE_ENDPOINT, {
      method: "POST",
      body: new URLSearchParams({ csrf }),
      credentials: "same-origin",
      keepalive: true,
    }).catch((error: unknown) => console.warn("referral capture failed", error));
  }, [search, csrf]);
}
