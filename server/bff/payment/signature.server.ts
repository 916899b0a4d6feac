import { createHmac, randomBytes } from "node:crypto";

/**
 * How a card provider signs a successful payment, and how the platform checks it (docs/
 * contract.md): hex HMAC-SHA256 of `${pgCreationId}|${pgPaymentId}` with the gateway secret.
 */
export function paymentSignature(
  secret: string,
  pgCreationId: string,
  pgPaymentId: string,
): string {
  return createHmac("sha256", secret).update(`${pgCreationId}|${pgPaymentId}`).digest("hex");
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A provider-style payment id: "pay_" and 14 random characters. */
export function newPaymentId(): string {
  const bytes = randomBytes(14);
  let id = "";
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `pay_${id}`;
}
