import { PRODUCT_NAME } from "~/shared/nav-links";

const FONT = "Lexend, 'Segoe UI', Helvetica, Arial, sans-serif";
const PURPLE = "#5b3cc4";
const word = (text: string, y: number, length: number) =>
  `<text x="32" y="${y}" fill="${PURPLE}" font-family="${FONT}" font-size="11.5" font-weight="700" textLength="${length}" lengthAdjust="spacingAndGlyphs" aria-hidden="true">${text}</text>`;

/**
 * The product's logo, 120 by 32. The mark is an outlined rounded square with a rising chevron,
 * stroke-only, so it stays legible when the dark theme turns the logo white (a CSS filter).
 */
export const logoSvg =
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32" viewBox="0 0 120 32" role="img" aria-label="${PRODUCT_NAME}">` +
  `<rect x="2" y="4" width="24" height="24" rx="6" fill="none" stroke="${PURPLE}" stroke-width="3"/>` +
  `<path d="M8.5 20 L14 13.5 L19.5 20" fill="none" stroke="${PURPLE}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>` +
  word("Career", 14.5, 58) +
  word("Learning", 27, 72) +
  `</svg>`;
