// The bench runs app code under plain Node: CSS module imports resolve to their class names, a
// plain stylesheet's import to an address (a widget kind's own stylesheet, decision 074).
const path = require("node:path");
require.extensions[".css"] = (module, filename) => {
  module.exports = filename.endsWith(".module.css")
    ? new Proxy({}, { get: (_target, key) => (key === "__esModule" ? false : String(key)) })
    : { __esModule: true, default: `/build/_assets/${path.basename(filename)}` };
};
