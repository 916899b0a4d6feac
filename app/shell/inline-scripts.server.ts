/**
 * The text of the root's inline scripts: the server writes it into the HTML; the browser
 * build empties this module, so the bundle does not carry it twice (app/shell/inline-script.ts).
 */
export { clientHintsScript } from "~/config/client-hints-script";
export { scriptsAfterPaintScript } from "./scripts-after-paint-script";
export { themeScript } from "./theme-script";
export { webFontScript } from "./web-font-script";
