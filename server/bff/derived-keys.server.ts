import { hkdfSync } from "node:crypto";

/**
 * One 32-byte key per (secret, purpose), derived with HKDF-SHA256 and kept: the session, the
 * sealed upstream token, the CSRF token, action signatures and the interview context each have
 * their own key from the same SESSION_SECRET list, so one purpose's value never passes for another.
 */
const keys = new Map<string, Buffer>();

export function derivedKey(secret: string, salt: string, purpose: string): Buffer {
  const id = `${salt}\u0000${purpose}\u0000${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, salt, purpose, 32));
    keys.set(id, key);
  }
  return key;
}
