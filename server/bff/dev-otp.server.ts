/**
 * SHOW_DEV_OTP (development only): the upstream's devOtp, shown on the login panel. It is kept
 * here, in this process's memory, keyed by the login request id and gone after five minutes,
 * never in the session cookie (docs/security.md: a passcode never travels in a cookie).
 */
const TTL_MS = 5 * 60 * 1000;
const MAX_ENTRIES = 1000;
const passcodes = new Map<string, { otp: string; at: number }>();

export function rememberDevOtp(requestId: string | undefined, otp: string | undefined): void {
  if (!requestId || !otp) return;
  const now = Date.now();
  for (const [id, entry] of passcodes) {
    if (now - entry.at > TTL_MS || passcodes.size >= MAX_ENTRIES) passcodes.delete(id);
  }
  passcodes.set(requestId, { otp: otp.slice(0, 20), at: now });
}

export function devOtpFor(requestId: string | undefined): string | undefined {
  const entry = requestId ? passcodes.get(requestId) : undefined;
  if (!entry || Date.now() - entry.at > TTL_MS) return undefined;
  return entry.otp;
}
