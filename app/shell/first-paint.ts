/** The id of the <template> that holds Remix's <Scripts /> until the first paint. */
export const SCRIPTS_TEMPLATE_ID = "cl-scripts-after-paint";
/** The longest wait for the first paint before the scripts are started anyway. */
export const FIRST_PAINT_WAIT_MS = 3000;
/** On <html> when the font stack may use Lexend (app/styles/app.css, docs/decisions/026). */
export const WEB_FONT_ATTRIBUTE = "data-web-font";
/** localStorage: set once Lexend has loaded in this browser, so its HTTP cache likely holds it. */
export const WEB_FONT_SEEN_KEY = "cl-web-font-seen";
