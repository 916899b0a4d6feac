// The bench runs app code under plain Node: CSS module imports resolve to their class names.
require.extensions[".css"] = (module) => {
  module.exports = new Proxy(
    {},
    { get: (_target, key) => (key === "__esModule" ? false : String(key)) },
  );
};
