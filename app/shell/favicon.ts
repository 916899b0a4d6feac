import * as serverIcon from "./favicon.server";
import { serverText } from "./server-text";

const texts: Partial<typeof serverIcon> = serverIcon;

/**
 * The root's icon link address: the server's data address (favicon.server.ts); in the browser the
 * one the server's HTML holds (server-text.ts), so the bundle does not carry the icon.
 */
export function faviconHref(): string {
  return serverText(
    texts.faviconHref,
    'link[rel="icon"]',
    (link) => link.getAttribute("href"),
    "/favicon.ico",
  );
}
