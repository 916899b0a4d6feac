import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { createCookie, type Cookie, type CookieOptions } from "@remix-run/node";
import { derivedKey } from "./derived-keys.server";

/**
 * Authenticated encryption (AES-256-GCM) for what the BFF keeps in cookies: the browser holds
 * only ciphertext, and a cookie changed by one bit, or sealed under a retired secret, opens to
 * nothing. Keys are derived per purpose (HKDF-SHA256) from the session secrets: the first seals,
 * every listed one opens (rotation).
 */
const VERSION = "v1";
function keyFor(secret: string, purpose: string): Buffer {
  return derivedKey(secret, "cl-session", purpose);
}

/** "v1.{iv}.{ciphertext+tag}", base64url. */
export function seal(plain: string, secrets: readonly string[], purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(secrets[0], purpose), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${iv.toString("base64url")}.${body.toString("base64url")}`;
}

/** Tries every secret; anything that does not open is undefined. */
export function open(sealed: unknown, secrets: readonly string[], purpose: string) {
  if (typeof sealed !== "string") return undefined;
  const [version, ivText, bodyText] = sealed.split(".");
  if (version !== VERSION || !ivText || !bodyText) return undefined;
  const iv = Buffer.from(ivText, "base64url");
  const body = Buffer.from(bodyText, "base64url");
  if (iv.length !== 12 || body.length < 17) return undefined;
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", keyFor(secret, purpose), iv);
      decipher.setAuthTag(body.subarray(body.length - 16));
      return Buffer.concat([
        decipher.update(body.subarray(0, body.length - 16)),
        decipher.final(),
      ]).toString("utf8");
    } catch {
      // not this secret
    }
  }
  return undefined;
}

/**
 * A Remix Cookie whose value is sealed JSON: usable wherever Remix takes a cookie (e.g. as the
 * session storage's cookie). `isSigned` is true: GCM authenticates as well as hides.
 */
export function createSealedCookie(
  name: string,
  options: CookieOptions & { secrets: readonly string[]; purpose: string },
): Cookie {
  const { secrets, purpose, ...cookieOptions } = options;
  const plain = createCookie(name, cookieOptions);
  return {
    name: plain.name,
    isSigned: true,
    get expires() {
      return plain.expires;
    },
    async parse(header, parseOptions) {
      const value: unknown = await plain.parse(header, parseOptions);
      const opened = open(value, secrets, purpose);
      if (opened === undefined) return null;
      try {
        return JSON.parse(opened) as unknown;
      } catch {
        return null;
      }
    },
    async serialize(value, serializeOptions) {
      const sealed = value === "" ? "" : seal(JSON.stringify(value), secrets, purpose);
      return plain.serialize(sealed, serializeOptions);
    },
  };
}

/** `__Host-` when the cookie is Secure (no Domain, Path=/): a sub-domain cannot plant or read it. */
export function cookieName(base: string, secure: boolean): string {
  return secure ? `__Host-${base}` : base;
}
