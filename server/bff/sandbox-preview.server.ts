import { createHash } from "node:crypto";
import { PREVIEW_MAX_MESSAGE, PREVIEW_MESSAGE } from "~/contract/sandbox-preview";

/**
 * The WEB sandbox's preview bootstrap (GET /sandbox-preview): a fixed document the sandbox page
 * frames with sandbox="allow-scripts" (an opaque origin: no cookies, no storage, no access to
 * the page). The page posts it the learner's built document; it shows it in a fresh inner frame
 * each time (a fresh global) and relays the inner document's console lines to the page.
 *
 * Its own CSP, not the app's: the learner's inline scripts and styles run (the inner frame's
 * srcdoc inherits this policy), images, fonts and media only from data: and blob: (what the
 * learner's own code makes), and nothing else: no request to any host can carry typed input out
 * (a shared preview could pose as our login under our header: issue 30, decision 036), no form
 * posts, no connect, no frames. The CSP sandbox keeps the document in an opaque origin even when
 * opened directly. It reads no cookie and sets none.
 */
export const PREVIEW_CSP = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  "img-src data: blob:",
  "font-src data:",
  "media-src data: blob:",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "sandbox allow-scripts",
].join("; ");

/**
 * A shared copy's preview (someone else's page): WebRTC is outside every fetch directive, so
 * `webrtc 'block'` refuses it where a browser knows the directive (CSP 3). Chromium 156 does not
 * yet and reports it as a console error, hence only here; docs/security.md says what is left.
 */
export const SHARED_PREVIEW_CSP = PREVIEW_CSP.replace(
  "; sandbox allow-scripts",
  "; webrtc 'block'; sandbox allow-scripts",
);

/**
 * Every powerful feature the preview and its frames could ask for, off (they inherit it): no
 * camera, microphone or screen to stream over a peer connection, no devices, no payment or
 * credentials prompt posing as ours, no clipboard to read what was copied elsewhere.
 */
const PREVIEW_PERMISSIONS_POLICY = [
  "camera",
  "microphone",
  "display-capture",
  "geolocation",
  "usb",
  "serial",
  "hid",
  "midi",
  "payment",
  "publickey-credentials-get",
  "publickey-credentials-create",
  "identity-credentials-get",
  "otp-credentials",
  "clipboard-read",
  "clipboard-write",
  "local-fonts",
  "screen-wake-lock",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** The bootstrap's script: accepts documents only from its parent, relays only its frame's logs. */
const BOOTSTRAP_SCRIPT = `(function () {
  var RENDER = ${JSON.stringify(PREVIEW_MESSAGE.render)};
  var LOG = ${JSON.stringify(PREVIEW_MESSAGE.log)};
  var PARSED = ${JSON.stringify(PREVIEW_MESSAGE.parsed)};
  var frame = null;
  var renderId = 0;
  function reveal(shown) {
    if (frame !== shown) return;
    var frames = document.querySelectorAll("iframe");
    for (var i = 0; i < frames.length; i++) if (frames[i] !== shown) frames[i].remove();
    shown.className = "";
  }
  function show(data) {
    var next = document.createElement("iframe");
    next.setAttribute("sandbox", "allow-scripts");
    next.setAttribute("title", "Preview");
    next.className = "loading";
    // Shown once parsed (not at load, which waits for every image) or loaded, whichever is first.
    next.addEventListener("load", function () {
      reveal(next);
    });
    next.srcdoc = data.html;
    frame = next;
    renderId = data.renderId;
    document.body.appendChild(next);
  }
  window.addEventListener("message", function (event) {
    var data = event.data;
    if (!data || typeof data !== "object") return;
    if (event.source === window.parent && data.type === RENDER) {
      if (typeof data.html === "string" && typeof data.renderId === "number") show(data);
      return;
    }
    if (frame && event.source === frame.contentWindow && data.type === PARSED) {
      reveal(frame);
      return;
    }
    if (frame && event.source === frame.contentWindow && data.type === LOG) {
      window.parent.postMessage({
        type: LOG,
        renderId: renderId,
        level: data.level,
        message: String(data.message).slice(0, ${PREVIEW_MAX_MESSAGE}),
        line: data.line,
        column: data.column
      }, "*");
    }
  });
  window.parent.postMessage({ type: ${JSON.stringify(PREVIEW_MESSAGE.ready)} }, "*");
})();`;

const BOOTSTRAP_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Preview</title>
<style>
html, body { margin: 0; height: 100%; background: #fff; }
iframe { position: absolute; inset: 0; width: 100%; height: 100%; border: 0; background: #fff; }
iframe.loading { visibility: hidden; }
</style>
</head>
<body>
<script>${BOOTSTRAP_SCRIPT}</script>
</body>
</html>
`;

/** The bootstrap's version: pages of a new release never talk to an old bootstrap. */
const etagOf = (csp: string) =>
  `"${createHash("sha256").update(csp).update(BOOTSTRAP_HTML).digest("base64url").slice(0, 22)}"`;
const ETAGS = { own: etagOf(PREVIEW_CSP), shared: etagOf(SHARED_PREVIEW_CSP) };

/** The bootstrap; `?shared=1` (SHARED_PREVIEW_PATH) for a shared copy's stricter policy. */
export function previewBootstrapResponse(request?: Request): Response {
  const shared = request ? new URL(request.url).searchParams.has("shared") : false;
  const ETAG = shared ? ETAGS.shared : ETAGS.own;
  const headers = {
    "Content-Security-Policy": shared ? SHARED_PREVIEW_CSP : PREVIEW_CSP,
    "X-Frame-Options": "SAMEORIGIN",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Permissions-Policy": PREVIEW_PERMISSIONS_POLICY,
    // Kept by the browser, checked again on each use (a 304 while unchanged).
    "Cache-Control": "no-cache",
    ETag: ETAG,
  };
  if (request?.headers.get("If-None-Match") === ETAG)
    return new Response(null, { status: 304, headers });
  return new Response(BOOTSTRAP_HTML, {
    headers: { ...headers, "Content-Type": "text/html; charset=utf-8" },
  });
}
