import { createHmac } from "node:crypto";
import { derivedKey } from "./derived-keys.server";
import { getEnv } from "./env.server";

/**
 * An identity (an email, a phone number, a client address, a user id) as it appears in a shared
 * store key (issue 34): a keyed digest, so Redis, its dumps and its append-only file hold no
 * personal data, and nobody can test a guessed email or enumerate addresses against them without
 * SESSION_SECRET. Every instance shares the secret, so every instance makes the same key. The
 * newest secret keys it: a rotation starts the rate-limit windows afresh (15 minutes at most).
 */
export function storeKeyPart(identity: string): string {
  const secret = getEnv().sessionSecrets[0] ?? "";
  const key = derivedKey(secret, "shared-store", "key-pseudonyms");
  return createHmac("sha256", key).update(identity).digest("base64url").slice(0, 22);
}
