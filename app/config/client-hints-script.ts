/**
 * Runs inline in <head> on every document load, before anything else: writes the cookies that let
 * the next server render send the spec's headers (docs/contract.md, "Browser hint cookies").
 * Kept tiny and dependency-free because it is inlined into every page.
 */
export const clientHintsScript = `(function(){try{
var y="; path=/; max-age=31536000; samesite=lax"+(location.protocol==="https:"?"; secure":"");
function set(n,v){document.cookie=n+"="+encodeURIComponent(v)+y;}
var w=window.innerWidth||screen.width,h=window.innerHeight||screen.height,d=window.devicePixelRatio||1;
set("cl_vp",Math.round(w)+"x"+Math.round(h)+"x"+(Math.round(d*100)/100));
var o=Intl.DateTimeFormat().resolvedOptions(),hc=new Intl.DateTimeFormat(undefined,{hour:"numeric"}).resolvedOptions().hourCycle||"h23";
set("cl_dtf",o.locale+"|"+o.timeZone+"|"+hc);
var t=null;try{t=localStorage.getItem("terminalId");}catch(e){}
if(!t||!/^[A-Za-z0-9-]{8,64}$/.test(t)){
var s=[navigator.userAgent,navigator.language,(navigator.languages||[]).join(","),navigator.platform,navigator.hardwareConcurrency,navigator.deviceMemory,screen.width,screen.height,screen.colorDepth,o.timeZone,navigator.maxTouchPoints].join("|");
function f(seed){var x=seed>>>0;for(var i=0;i<s.length;i++){x^=s.charCodeAt(i);x=Math.imul(x,16777619)>>>0;}return ("0000000"+x.toString(16)).slice(-8);}
t="fp-"+f(2166136261)+f(3735928559);
try{localStorage.setItem("terminalId",t);}catch(e){}}
set("cl_tid",t);
}catch(e){}})();`;
