import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/** The id of the <template> that holds Remix's <Scripts /> until the first paint. */
export const SCRIPTS_TEMPLATE_ID = "cl-scripts-after-paint";
/** The longest wait for the first paint before the scripts are started anyway. */
export const FIRST_PAINT_WAIT_MS = 3000;
/** On <html> when the font stack may use Lexend (app/styles/app.css, docs/decisions/026). */
export const WEB_FONT_ATTRIBUTE = "data-web-font";
/** localStorage: set once Lexend has loaded in this browser, so its HTTP cache likely holds it. */
export const WEB_FONT_SEEN_KEY = "cl-web-font-seen";

/**
 * A first visit paints in "Lexend Fallback" and only fetches Lexend after that paint; the switch
 * to Lexend (a relayout of the whole page) waits for the first navigation inside the app, where
 * the page is laid out anew anyway, or for the next load, which uses it from the first paint.
 */
export function useWebFontOnNavigation() {
  const location = useLocation();
  const first = useRef(location.key);
  useEffect(() => {
    if (location.key !== first.current)
      document.documentElement.setAttribute(WEB_FONT_ATTRIBUTE, "");
  }, [location.key]);
}
