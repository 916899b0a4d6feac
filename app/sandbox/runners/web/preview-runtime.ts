import { PREVIEW_MESSAGE } from "~/contract/sandbox-preview";

/**
 * The script injected first into the learner's document (it runs in the preview's opaque origin):
 * it forwards console.log/info/warn/error, uncaught errors and unhandled rejections to the
 * bootstrap with the line of the built document they come from (the page maps it back to the
 * learner's file). The calls still reach the frame's own console.
 */
export const PREVIEW_RUNTIME = `(function () {
  var LOG = ${JSON.stringify(PREVIEW_MESSAGE.log)};
  function text(value) {
    if (typeof value === "string") return value;
    if (Object.prototype.toString.call(value) === "[object Error]") return value.name + ": " + value.message;
    if (typeof value === "function") return "[Function " + (value.name || "anonymous") + "]";
    if (typeof value === "undefined" || typeof value === "symbol" || typeof value === "bigint") return String(value);
    try { var json = JSON.stringify(value); return json === undefined ? String(value) : json; } catch (e) { return String(value); }
  }
  function position(stack, skip) {
    var frames = String(stack || "").split("\\n").filter(function (l) { return /:\\d+:\\d+\\)?\\s*$/.test(l); });
    var frame = frames[skip];
    var match = frame && /:(\\d+):(\\d+)\\)?\\s*$/.exec(frame);
    return match ? { line: Number(match[1]), column: Number(match[2]) } : {};
  }
  function send(level, message, where) {
    try {
      window.parent.postMessage({ type: LOG, level: level, message: message, line: where.line, column: where.column }, "*");
    } catch (e) {}
  }
  ["log", "info", "warn", "error"].forEach(function (level) {
    var original = console[level];
    console[level] = function () {
      var args = Array.prototype.slice.call(arguments);
      send(level, args.map(text).join(" "), position(new Error().stack, 1));
      if (original) original.apply(console, args);
    };
  });
  window.addEventListener("error", function (event) {
    send("error", event.message || text(event.error), { line: event.lineno, column: event.colno });
  });
  document.addEventListener("DOMContentLoaded", function () {
    window.parent.postMessage({ type: ${JSON.stringify(PREVIEW_MESSAGE.parsed)} }, "*");
  });
  window.addEventListener("unhandledrejection", function (event) {
    var reason = event.reason;
    send("error", "Uncaught (in promise) " + text(reason), position(reason && reason.stack, 0));
  });
})();`;
