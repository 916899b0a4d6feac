import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * How a payment confirmation is verified (docs/contract.md): pgSignature is the hex
 * HMAC-SHA256 of `${pgCreationId}|${pgPaymentId}` under PAYMENT_GATEWAY_SECRET.
 */

export function expectedSignature(secret: string, pgCreationId: string, pgPaymentId: string) {
  return createHmac("sha256", secret).update(`${pgCreationId}|${pgPaymentId}`).digest("hex");
}

/** Constant-time comparison; any malformed signature is simply wrong. */
export function isValidSignature(
  secret: string,
  pgCreationId: string,
  pgPaymentId: string,
  pgSignature: string,
): boolean {
  const expected = Buffer.from(expectedSignature(secret, pgCreationId, pgPaymentId), "hex");
  const given = /^[0-9a-f]{64}$/i.test(pgSignature) ? Buffer.from(pgSignature, "hex") : undefined;
  return !!given && given.length === expected.length && timingSafeEqual(given, expected);
}
