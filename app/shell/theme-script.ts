import { COMPILER_THEME_KEY, PRACTICE_THEME_KEY, THEME_PREFERENCE_ATTRIBUTE } from "./theme-client";

/**
 * Inline in <head>, right after <meta name="color-scheme">: sets <html data-theme> (and the
 * meta) before first paint, so the wrong theme never flashes. On the editor looks a stored editor
 * choice wins, else the site theme: the system's ("-or-system") or the server's. Mirrors
 * refineTheme (the tests run both on the same cases). Tiny and dependency-free because it is
 * inlined into every page.
 */
export const themeScript = `(function(){try{
var d=document.documentElement,p=d.getAttribute("${THEME_PREFERENCE_ATTRIBUTE}")||"",e=p.split("-")[0],t=null,s=null;
function g(k){try{return window.localStorage.getItem(k);}catch(e){return null;}}
if(e==="compiler"||e==="practice"){s=g(e==="compiler"?"${COMPILER_THEME_KEY}":"${PRACTICE_THEME_KEY}");t=s==="true"?"dark":s==="false"?"light":null;}
if(!t&&(p==="system"||/-or-system$/.test(p))){t=window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";}
if(!t)return;
d.setAttribute("data-theme",t);
s=document.querySelector('meta[name="color-scheme"]');if(s)s.setAttribute("content",t);
}catch(e){}})();`;
