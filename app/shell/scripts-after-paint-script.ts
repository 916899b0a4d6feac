import { AFTER_PAINT_SRC, AFTER_PAINT_SRCSET } from "~/shared/after-paint";
import { FIRST_PAINT_WAIT_MS, SCRIPTS_TEMPLATE_ID } from "./first-paint";
import { webFontFetchText } from "./web-font-script";

/**
 * Inline right after the <template id={SCRIPTS_TEMPLATE_ID}> (docs/decisions/026), which keeps the
 * first load's module script and preloads of Remix's <Scripts /> inert while the HTML is parsed, so
 * the stylesheet, the hero image and the first paint have the connection and the main thread to
 * themselves. The classic context script (window.__remixContext, which the streamed data scripts
 * after it need) runs at once; the rest is put in once the first contentful paint is reported (its
 * PerformanceObserver entry comes with the frame's presentation, later than requestAnimationFrame's
 * turn, which came too early in Lighthouse's traces), after a frame where the paint timing API is
 * missing or unsupported, at once in a hidden tab (it paints nothing), and at the latest
 * FIRST_PAINT_WAIT_MS after this script; the web font is fetched then too (web-font-script.ts), and
 * the lazy images get their addresses (decision 028; again once the document has all arrived, for
 * images streamed after the paint). Nodes go to the end of <body>: React 18 hydration leaves
 * trailing nodes of <body> alone. Dynamic scripts carry this script's nonce (no 'strict-dynamic').
 */
export const scriptsAfterPaintScript = `(function(){
var t=document.getElementById("${SCRIPTS_TEMPLATE_ID}");if(!t)return;
var n=document.currentScript&&document.currentScript.nonce,b=document.body,l=[],a=[].slice.call(t.content.childNodes),i;
function c(o){if(o.nodeName!=="SCRIPT")return document.importNode(o,true);
var s=document.createElement("script"),j;for(j=0;j<o.attributes.length;j++)s.setAttribute(o.attributes[j].name,o.attributes[j].value);
if(n)s.nonce=n;s.text=o.text;return s;}
for(i=0;i<a.length;i++){if(a[i].nodeName==="SCRIPT"&&!a[i].getAttribute("type"))b.appendChild(c(a[i]));else l.push(a[i]);}
function p(){var m=document.querySelectorAll("img[${AFTER_PAINT_SRC}]"),k,e,s;
for(k=0;k<m.length;k++){e=m[k];s=e.getAttribute("${AFTER_PAINT_SRCSET}");if(s)e.setAttribute("srcset",s);
e.setAttribute("src",e.getAttribute("${AFTER_PAINT_SRC}"));e.removeAttribute("${AFTER_PAINT_SRC}");e.removeAttribute("${AFTER_PAINT_SRCSET}");}}
function r(){p();if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",p);
${webFontFetchText}
for(var k=0;k<l.length;k++)b.appendChild(c(l[k]));}
var d=0;function g(){if(!d){d=1;r();}}
if(document.visibilityState==="hidden")return g();
document.addEventListener("visibilitychange",g);setTimeout(g,${FIRST_PAINT_WAIT_MS});
try{if((PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")<0)throw 0;
new PerformanceObserver(function(e,o){if(e.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(g,0);}}).observe({type:"paint",buffered:true});}
catch(e){requestAnimationFrame(function(){setTimeout(g,0);});}
})();`;
