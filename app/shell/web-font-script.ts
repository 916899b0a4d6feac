import { WEB_FONT_ATTRIBUTE, WEB_FONT_SEEN_KEY } from "./first-paint";

/**
 * Inline in <head>: a browser that has loaded Lexend before uses it from the first paint (the file
 * comes from its cache). A first visit paints in "Lexend Fallback" (metric-matched, so no layout
 * moves) and fetches Lexend after that paint (webFontFetchText), as `font-display: optional`
 * would: the page switches at its first navigation (useWebFontOnNavigation) or next load.
 */
export const webFontScript = `(function(){try{if(window.localStorage.getItem("${WEB_FONT_SEEN_KEY}"))document.documentElement.setAttribute("${WEB_FONT_ATTRIBUTE}","");}catch(e){}})();`;

/** Part of the after-paint script: fetches Lexend without using it yet, and remembers it. */
export const webFontFetchText = `try{document.fonts.load('1em "Lexend Variable"').then(function(f){if(f.length)window.localStorage.setItem("${WEB_FONT_SEEN_KEY}","1");},function(){});}catch(e){}`;
