import { randomBytes } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function randomText(length: number): string {
  let out = "";
  for (const byte of randomBytes(length)) out += ALPHABET[byte % ALPHABET.length];
  return out;
}

/** Our order id: "ord_" and 16 hex digits. */
export const newOrderId = () => `ord_${randomBytes(8).toString("hex")}`;

/** The payment provider's order id (pgCreationId), provider style: "order_" and 14 characters. */
export const newOrderCreationId = () => `order_${randomText(14)}`;

export const ORDER_ID_PATTERN = /^ord_[0-9a-f]{16}$/;
