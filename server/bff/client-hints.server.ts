import { createHash } from "node:crypto";
import { deviceTypeFor, type DeviceInfo } from "~/contract/device";

/**
 * The browser writes these cookies (app/shell/client-hints-script.ts) so that server-rendered
 * requests carry what only the browser knows. docs/contract.md lists them.
 */
export const HINT_COOKIES = {
  viewport: "cl_vp", // "{width}x{height}x{devicePixelRatio}"
  terminalId: "cl_tid", // device fingerprint, [A-Za-z0-9-]{8,64}
  dateTimeFormat: "cl_dtf", // "{locale}|{timeZone}|{hourCycle}"
  referral: "cl_ref", // "{referralId}|{campaignId}"
} as const;

export function readCookies(request: Request): Map<string, string> {
  return cookiesOf(request.headers.get("cookie"));
}

/** The Cookie header's pairs, first value per name. */
export function cookiesOf(header: string | null | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (!header) return out;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || out.has(name)) continue;
    try {
      out.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // A cookie that is not valid percent-encoding is ignored, not fatal.
    }
  }
  return out;
}

const VIEWPORT = /^(\d{2,5})x(\d{2,5})x(\d{1,2}(?:\.\d{1,3})?)$/;

/** A first visit has no cookie yet: guess the device class from the user agent. */
export function defaultViewport(userAgent: string): DeviceInfo {
  if (/iPad|Tablet/i.test(userAgent)) {
    return { screenWidth: 820, screenHeight: 1180, devicePixelRatio: 2, deviceType: "TABLET" };
  }
  if (/Mobi|Android|iPhone/i.test(userAgent)) {
    return { screenWidth: 390, screenHeight: 844, devicePixelRatio: 3, deviceType: "MOBILE" };
  }
  return { screenWidth: 1440, screenHeight: 900, devicePixelRatio: 1, deviceType: "DESKTOP" };
}

export function viewportOf(request: Request, cookies = readCookies(request)): DeviceInfo {
  return viewportFrom(cookies, request.headers.get("user-agent") ?? "");
}

/** The viewport from the hint cookie, else the user agent's guess (no Request at hand). */
export function viewportFrom(cookies: Map<string, string>, userAgent: string): DeviceInfo {
  const m = VIEWPORT.exec(cookies.get(HINT_COOKIES.viewport) ?? "");
  if (m) {
    const screenWidth = Number(m[1]);
    const screenHeight = Number(m[2]);
    const devicePixelRatio = Number(m[3]);
    if (screenWidth > 0 && screenHeight > 0 && devicePixelRatio > 0 && devicePixelRatio <= 10) {
      return {
        screenWidth,
        screenHeight,
        devicePixelRatio,
        deviceType: deviceTypeFor(screenWidth),
      };
    }
  }
  return defaultViewport(userAgent);
}

const TERMINAL_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The browser's fingerprint when it has set one; before that, a stable id derived from what the
 * request says of the device, so that the first server render already sends X-TERMINAL-ID.
 */
export function terminalIdOf(request: Request, cookies = readCookies(request)): string {
  const fromCookie = cookies.get(HINT_COOKIES.terminalId);
  if (fromCookie && TERMINAL_ID.test(fromCookie)) return fromCookie;
  const seed = [
    request.headers.get("user-agent") ?? "",
    request.headers.get("accept-language") ?? "",
  ].join("|");
  return `s-${createHash("sha256").update(seed).digest("hex").slice(0, 30)}`;
}

const DTF =
  /^([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,3})\|([A-Za-z_+\-/0-9]{1,64})\|(h11|h12|h23|h24)$/;

/** "{locale}|{timeZone}|{hourCycle}", from the cookie or from Accept-Language. */
export function dateTimeFormatOf(request: Request, cookies = readCookies(request)): string {
  return dateTimeFormatFrom(cookies, request.headers.get("accept-language") ?? "");
}

/** The same from the cookies and Accept-Language alone. */
export function dateTimeFormatFrom(cookies: Map<string, string>, acceptLanguage: string): string {
  const fromCookie = cookies.get(HINT_COOKIES.dateTimeFormat);
  if (fromCookie && DTF.test(fromCookie)) return fromCookie;
  const lang = acceptLanguage.split(",")[0]?.split(";")[0]?.trim();
  const locale = lang && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/.test(lang) ? lang : "en-IN";
  return `${locale}|UTC|h12`;
}

const REFERRAL = /^([A-Za-z0-9_-]{1,64})\|([A-Za-z0-9_-]{0,64})$/;

export function referralOf(
  request: Request,
  cookies = readCookies(request),
): { referralId: string; campaignId?: string } | undefined {
  const m = REFERRAL.exec(cookies.get(HINT_COOKIES.referral) ?? "");
  if (!m) return undefined;
  return { referralId: m[1], campaignId: m[2] || undefined };
}
