import * as serverMarkup from "./logo-svg.server";

const texts: Partial<typeof serverMarkup> = serverMarkup;
let fromDocument: string | undefined;

/** The logo's markup: the server's; in the browser the one the server's HTML holds. */
function logoMarkup(): string {
  if (texts.logoSvg !== undefined) return texts.logoSvg;
  if (typeof document === "undefined") return "";
  return (fromDocument ??= document.querySelector('[data-server-markup="logo"]')?.innerHTML ?? "");
}

/**
 * The product's logo, 120 by 32, inline rather than an <img> of its own: the header's first paint
 * needs no request for it, and none competes with the stylesheet and the hero image on a slow
 * connection (docs/decisions/026). Like the inline scripts (inline-script.ts), the markup is the
 * server's (logo-svg.server.ts): the browser build keeps what the HTML holds instead of carrying it.
 */
export function LogoImage() {
  return <span data-server-markup="logo" dangerouslySetInnerHTML={{ __html: logoMarkup() }} />;
}
