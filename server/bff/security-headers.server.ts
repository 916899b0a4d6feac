import { EMBED_ALLOWED_HOSTS } from "~/contract/widgets/embed-look";
import { getEnv, type Env } from "./env.server";
import { oauthFormOrigins } from "./oauth/providers.server";
import { paymentCspOrigins } from "./payment/csp.server";

/**
 * Security headers of every document. The CSP is enforced (not report-only): scripts only from
 * our origin or with this response's nonce, plus the hosted card checkout's origin when that
 * payment provider is configured (its script, its checkout frame and its calls). Frames come from
 * our origin (the WEB sandbox's preview, /sandbox-preview), the EMBED widget's allowed hosts (https
 * only; without them the browser blocked every embed) and that checkout.
 */
export function contentSecurityPolicy(
  nonce: string,
  paymentOrigins: readonly string[] = [],
  mediaOrigins: readonly string[] = [],
  /** The OAuth providers' consent pages: the Connect form's answer redirects there (decision 019). */
  formOrigins: readonly string[] = [],
): string {
  const extra = paymentOrigins.map((origin) => ` ${origin}`).join("");
  const media = mediaOrigins.map((origin) => ` ${origin}`).join("");
  const forms = formOrigins.map((origin) => ` ${origin}`).join("");
  const embeds = EMBED_ALLOWED_HOSTS.map((host) => ` https://${host}`).join("");
  return [
    "default-src 'self'",
    // Signed videos come from a CDN (https) or, with the reference platform, from the upstream.
    `media-src 'self' https:${media}`,
    // 'wasm-unsafe-eval' lets WebAssembly compile (the LOCAL_SQL sandbox's sql.js), not eval().
    `script-src 'self' 'nonce-${nonce}' 'wasm-unsafe-eval'${extra}`,
    // React style attributes (aspect-ratio, CSS variables) need inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self'${extra}`,
    // The login's ALTCHA check solves its proof of work in workers its own script makes from a
    // blob: (decision 061); only a script that already runs here can make one.
    "worker-src 'self' blob:",
    `frame-src 'self'${embeds}${extra}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    `form-action 'self'${forms}`,
    "object-src 'none'",
  ].join("; ");
}

/** The origins the configuration adds to the CSP, worked out once per parsed environment. */
let configured: { env: Env; payment: string[]; media: string[]; forms: string[] } | undefined;
function configuredOrigins() {
  const env = getEnv();
  if (configured?.env !== env) {
    configured = {
      env,
      payment: paymentCspOrigins(env),
      media: [new URL(env.UPSTREAM_URL).origin],
      forms: oauthFormOrigins(),
    };
  }
  return configured;
}

export function applySecurityHeaders(headers: Headers, nonce: string): void {
  const { payment, media, forms } = configuredOrigins();
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, payment, media, forms));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "SAMEORIGIN");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  applyTransportSecurity(headers);
}

/**
 * HSTS in production over HTTPS (the cookies are Secure there): browsers then never try plain
 * http for this site again, so a cookie cannot leak over it.
 */
export function applyTransportSecurity(headers: Headers): void {
  const env = getEnv();
  if (env.NODE_ENV === "production" && env.cookieSecure) {
    headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
}
