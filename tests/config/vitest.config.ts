import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.resolve(__dirname, "../..");

export default defineConfig({
  root,
  resolve: {
    alias: [
      { find: "~server", replacement: path.join(root, "server") },
      { find: "~", replacement: path.join(root, "app") },
    ],
  },
  esbuild: { jsx: "automatic" },
  plugins: [
    {
      // A plain stylesheet's import is its address in the Remix build (a widget kind's own
      // stylesheet, decision 074); CSS Modules stay Vite's.
      name: "stylesheet-address",
      enforce: "pre",
      resolveId(source, importer) {
        // Relative, or absolute once Vite's alias has resolved `~/`.
        if (!/^(\.\.?\/|\/).*\.css$/.test(source) || source.endsWith(".module.css") || !importer)
          return null;
        // Not ending in .css: Vitest would empty a CSS request's module.
        return `\0stylesheet-address:${path.basename(source)}.js`;
      },
      load(id) {
        if (!id.startsWith("\0stylesheet-address:")) return null;
        const file = id.slice("\0stylesheet-address:".length, -".js".length);
        return `export default ${JSON.stringify(`/build/_assets/${file}`)};`;
      },
    },
  ],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          // A file's first test also pays its imports: seconds when the machine is busy.
          testTimeout: 20_000,
          // The BFF's log lines are not test output; tests that check one use captureLogs().
          env: { LOG_LEVEL: "silent" },
          css: { modules: { classNameStrategy: "non-scoped" } },
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // The exploits of docs/security.md as tests: unit-level checks and live stacks alike.
          name: "security",
          include: ["tests/security/**/*.test.{ts,tsx}"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
