/**
 * `npm run build:server` (part of `npm run build`, after `remix build`): the launcher
 * (server/start.ts) as plain JavaScript in build/web-server/start.js, so that production runs it
 * with node alone, no TypeScript compiler at run time (docs/decisions/049). The web server itself
 * is remix.config.js's `server` entry, compiled by `remix build` with the app into
 * build/web-server/main.js (docs/decisions/060). One bundle of our own modules (the contract's
 * `~/` paths resolved); every package stays a require of node_modules.
 */
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));

await build({
  entryPoints: { start: "server/start.ts" },
  outdir: "build/web-server",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  // A package and its subpaths (e.g. tsx/cli) are left to node_modules.
  external: [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)],
  logLevel: "warning",
});
