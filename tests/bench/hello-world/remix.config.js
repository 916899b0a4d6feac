/**
 * A Remix hello-world on the same compiler and server package as the product: the yardstick of
 * `npm run bench` (P1 serves "/" from both in one run and reports the ratio). Built by the bench
 * into this folder's own build/ and public/build/.
 */
/** @type {import('@remix-run/dev').AppConfig} */
module.exports = {
  serverModuleFormat: "cjs",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
