/**
 * `npm run build:server` (part of `npm run build`): the web server (server/web/main.ts) and the
 * launcher (server/start.ts) as plain JavaScript in build/web-server/, so that production runs
 * them with node alone, one process for the web server, no TypeScript compiler at run time
 * (docs/decisions/049). One bundle each of our own modules (the contract's `~/` paths resolved);
 * every package stays a require of node_modules, as the Remix build's own.
 */
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));

await build({
  entryPoints: { main: "server/web/main.ts", start: "server/start.ts" },
  outdir: "build/web-server",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  // A package and its subpaths (e.g. tsx/cli) are left to node_modules.
  external: [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)],
  logLevel: "warning",
});
