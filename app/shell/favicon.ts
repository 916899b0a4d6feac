import * as serverIcon from "./favicon.server";

const texts: Partial<typeof serverIcon> = serverIcon;

/**
 * The root's icon link address: the server's data address (favicon.server.ts); in the browser the
 * one the server's HTML holds, so the bundle does not carry the icon (as inline-script.ts does).
 */
export function faviconHref(): string {
  if (texts.faviconHref !== undefined) return texts.faviconHref;
  if (typeof document === "undefined") return "/favicon.ico";
  return document.querySelector('link[rel="icon"]')?.getAttribute("href") ?? "/favicon.ico";
}
