/** On <html> once Lexend may be used (app/styles/app.css, docs/decisions/024 and 067). */
export const WEB_FONT_ATTRIBUTE = "data-web-font";
/** localStorage: set once Lexend has loaded in this browser, so its HTTP cache likely holds it. */
export const WEB_FONT_SEEN_KEY = "cl-web-font-seen";

/**
 * Inline in <head>. A browser that has loaded Lexend before uses it from the first paint. A first
 * visit paints in the metric-matched "Lexend Fallback" (the first paint never waits for the font,
 * and the font's bytes never compete with the stylesheet), fetches Lexend right after that paint
 * and swaps it in as soon as it has loaded: nothing moves (CLS 0). Without JavaScript the page
 * stays in the fallback, which is set to take Lexend's room.
 */
export const webFontScript = `(function(){try{
var d=document.documentElement;function on(){d.setAttribute("${WEB_FONT_ATTRIBUTE}","");}
try{if(window.localStorage.getItem("${WEB_FONT_SEEN_KEY}")){on();return;}}catch(e){}
if(!document.fonts||!document.fonts.load)return;
function go(){document.fonts.load('1em "Lexend Variable"').then(function(f){if(!f.length)return;on();try{window.localStorage.setItem("${WEB_FONT_SEEN_KEY}","1");}catch(e){}},function(){});}
requestAnimationFrame(function(){setTimeout(go,0);});
}catch(e){}})();`;
