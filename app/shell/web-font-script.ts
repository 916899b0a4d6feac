import { WEB_FONT_ATTRIBUTE, WEB_FONT_SEEN_KEY } from "./first-paint";

/**
 * Inline in <head>: a browser that has loaded Lexend before uses it from the first paint (the file
 * comes from its cache). A first visit paints in "Lexend Fallback" (metric-matched, so no layout
 * moves), fetches Lexend after that paint (webFontFetchText) and swaps it in as soon as it has
 * loaded (issue 42: the brand font within the first visit; decision 069).
 */
export const webFontScript = `(function(){try{if(window.localStorage.getItem("${WEB_FONT_SEEN_KEY}"))document.documentElement.setAttribute("${WEB_FONT_ATTRIBUTE}","");}catch(e){}})();`;

/** Part of the after-paint script: fetches Lexend, swaps it in once loaded, and remembers it. */
export const webFontFetchText = `try{document.fonts.load('1em "Lexend Variable"').then(function(f){if(!f.length)return;document.documentElement.setAttribute("${WEB_FONT_ATTRIBUTE}","");try{window.localStorage.setItem("${WEB_FONT_SEEN_KEY}","1");}catch(e){}},function(){});}catch(e){}`;
