import { logoSvg } from "./logo-svg";

/**
 * The product's logo, 120 by 32, inline rather than an <img> of its own: the header's first paint
 * needs no request for it.
 */
export function LogoImage() {
  return <span data-logo dangerouslySetInnerHTML={{ __html: logoSvg }} />;
}
