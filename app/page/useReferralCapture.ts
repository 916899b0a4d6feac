import { useEffect } from "react";
import { useAuthenticityToken } from "remix-utils/csrf/react";

/**
 * Spec 01 section 2.1: an address with both `referral` and `campaign` sends a referral capture.
 * The page's GET only stored the pair (a GET changes nothing upstream); the capture is posted from
 * the browser (referral-capture.ts, loaded only by an address that carries the pair).
 */
export function useReferralCapture(search: string) {
  const csrf = useAuthenticityToken();
  useEffect(() => {
    const query = new URLSearchParams(search);
    if (!query.has("referral") || !query.has("campaign")) return;
    void import("./referral-capture").then((m) => m.captureReferral(search, csrf));
  }, [search, csrf]);
}
