/** @type {import('@remix-run/dev').AppConfig} */
module.exports = {
  // The classic compiler (not Vite): chosen by the stack, see docs/decisions/001-stack.md.
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "cjs",
  // remix-utils 7 is ESM-only; bundle it so the CJS server build can load it.
  serverDependenciesToBundle: [/^remix-utils.*/],
  watchPaths: ["./server/bff/**/*"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
