/** The BFF route that sends the stored referral upstream (app/routes/api.referral-capture.ts). */
export const REFERRAL_CAPTURE_ENDPOINT = "/api/referral-capture";
const PART = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Posts the capture of the address's `referral` and `campaign` once per pair in this tab (a
 * data-changing call: a POST with the CSRF token). Nothing when either part is malformed.
 */
export function captureReferral(search: string, csrf: string): void {
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
}
