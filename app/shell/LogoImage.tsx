import * as serverMarkup from "./logo-svg.server";
import { serverText } from "./server-text";

const texts: Partial<typeof serverMarkup> = serverMarkup;
const LOGO_SELECTOR = '[data-server-markup="logo"]';

/**
 * The product's logo, 120 by 32, inline rather than an <img> of its own: the header's first paint
 * needs no request for it, and none competes with the stylesheet and the hero image on a slow
 * connection (docs/decisions/026). The markup is the server's (logo-svg.server.ts, server-text.ts):
 * the browser build keeps what the HTML holds instead of carrying it.
 */
export function LogoImage() {
  return (
    <span
      data-server-markup="logo"
      dangerouslySetInnerHTML={{
        __html: serverText(texts.logoSvg, LOGO_SELECTOR, (el) => el.innerHTML),
      }}
    />
  );
}
