import { createChallenge, verifySolution } from "altcha-lib";
import type { Payload } from "altcha-lib/types";
import { LOGIN_CHECK_TEXTS } from "~/contract/login-values";
import { addressBucket, clientAddressOf } from "./client-address.server";
import { derivedKey } from "./derived-keys.server";
import { getEnv } from "./env.server";
import { sharedStore } from "./shared-store-instance.server";
import { storeKeyPart } from "./store-keys.server";

/**
 * The self-hosted human check (issue 41, docs/decisions/061): ALTCHA's proof of work, v1 protocol
 * (altcha-lib). The BFF makes the challenge (GET /api/human-check), signed with an HMAC key
 * derived from SESSION_SECRET, and judges the solution itself: signature, expiry, and one use
 * across every instance (the shared store). No third party is asked, nothing leaves the site.
 */

/** A challenge's life: long enough to type a passcode beside it. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** Challenges one address may fetch a minute (each costs the server one HMAC, the client more). */
export const CHALLENGES_PER_MINUTE = 30;

const ALGORITHM = "SHA-256";
const MAX_PAYLOAD = 2048;

/** The challenge key of one secret of SESSION_SECRET (hex, as altcha-lib takes it). */
function hmacKey(secret: string): string {
  return derivedKey(secret, "altcha", "human-check-challenge").toString("hex");
}

export async function newChallenge(now = Date.now()) {
  const env = getEnv();
  return createChallenge({
    algorithm: ALGORITHM,
    hmacKey: hmacKey(env.sessionSecrets[0] ?? ""),
    maxnumber: env.ALTCHA_MAX_NUMBER,
    expires: new Date(now + CHALLENGE_TTL_MS),
  });
}

/** The widget's field: base64 of `{algorithm, challenge, number, salt, signature}`. */
function parsePayload(token: string): Payload | undefined {
  if (token.length > MAX_PAYLOAD) return undefined;
  try {
    const value = JSON.parse(Buffer.from(token, "base64").toString("utf8")) as unknown;
    if (typeof value !== "object" || value === null) return undefined;
    const v = value as Record<string, unknown>;
    const ok =
      v.algorithm === ALGORITHM &&
      typeof v.challenge === "string" &&
      typeof v.salt === "string" &&
      typeof v.signature === "string" &&
      typeof v.number === "number" &&
      Number.isSafeInteger(v.number);
    if (!ok) return undefined;
    const { challenge, number, salt, signature } = v as unknown as Payload;
    return { algorithm: ALGORITHM, challenge, number, salt, signature };
  } catch {
    return undefined;
  }
}

/**
 * Whether a posted solution passes: made by this site (any listed secret, for rotation), not
 * expired (every challenge carries its expiry), right, and never used before, here or on
 * another instance: the first use spends it.
 */
export async function passesHumanCheck(token: string, now = Date.now()): Promise<boolean> {
  const fields = parsePayload(token);
  if (!fields) return false;
  const expires = Number(new URLSearchParams(fields.salt.split("?")[1] ?? "").get("expires"));
  if (!Number.isFinite(expires) || expires * 1000 <= now) return false;
  let valid = false;
  for (const secret of getEnv().sessionSecrets) {
    if (await verifySolution(fields, hmacKey(secret), true)) {
      valid = true;
      break;
    }
  }
  if (!valid) return false;
  // Spent once, atomically across instances: a replay finds its key taken until it expires.
  return sharedStore().hitAll([
    {
      key: `human-check:spent:${fields.signature}`,
      limit: 1,
      windowMs: expires * 1000 - now + 1000,
    },
  ]);
}

/**
 * GET /api/human-check: a fresh challenge as JSON (the widget's `challengeurl`). It changes
 * nothing, so it needs no CSRF token; an address may fetch CHALLENGES_PER_MINUTE a minute.
 */
export async function loadHumanCheck(request: Request): Promise<Response> {
  const headers = { "Cache-Control": "no-store" };
  if (getEnv().CAPTCHA_PROVIDER !== "altcha") {
    return Response.json({ message: "Not found" }, { status: 404, headers });
  }
  const address = storeKeyPart(addressBucket(clientAddressOf(request)));
  const allowed = await sharedStore().hitAll([
    { key: `human-check:challenges:${address}`, limit: CHALLENGES_PER_MINUTE, windowMs: 60_000 },
  ]);
  if (!allowed) {
    return Response.json(
      { message: LOGIN_CHECK_TEXTS.tooManyChallenges },
      { status: 429, headers: { ...headers, "Retry-After": "60" } },
    );
  }
  return Response.json(await newChallenge(), { headers });
}
