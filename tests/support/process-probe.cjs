/**
 * Preloaded into the built web server (`NODE_OPTIONS=--require …`) by
 * tests/integration/bff/one-bundle.test.ts: on SIGUSR2 it prints one line saying which files of
 * this repository node has loaded and which registered symbols (`Symbol.for`) globalThis holds.
 */
const path = require("node:path");

const root = path.resolve(__dirname, "../..");

process.on("SIGUSR2", () => {
  const files = Object.keys(require.cache)
    .filter(
      (file) =>
        file.startsWith(root + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`),
    )
    .filter((file) => file !== __filename)
    .map((file) => path.relative(root, file));
  const symbols = Object.getOwnPropertySymbols(globalThis)
    .map((symbol) => Symbol.keyFor(symbol))
    .filter((key) => key !== undefined);
  process.stdout.write(`process-probe ${JSON.stringify({ files, symbols })}\n`);
});
