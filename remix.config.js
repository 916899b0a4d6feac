/** @type {import('@remix-run/dev').AppConfig} */
module.exports = {
  // The classic compiler (not Vite): chosen by the stack, see docs/decisions/001-stack.md.
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "cjs",
  // One server bundle (docs/decisions/060): the web server is the server entry, compiled with the
  // app into one file; it imports the build as "@remix-run/dev/server-build" and the BFF's hooks
  // as typed modules, so every module of ours exists once in the process.
  server: "server/web/main.ts",
  serverBuildPath: "build/web-server/main.js",
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
