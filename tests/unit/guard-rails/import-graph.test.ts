import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { importGraphFailures, sideEffectImports } from "../../guard-rails/check-layers";

/**
 * The import graph check of `npm run lint:cycles` (check-layers.ts) refuses what it promises
 * to: it is run here on small made-up trees, not only on the app (where it finds nothing).
 */
let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function tree(files: Record<string, string>): string {
  dir = mkdtempSync(path.join(os.tmpdir(), "import-graph-"));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  return dir;
}

describe("the import graph check", () => {
  it("refuses an import circle, naming its files", async () => {
    const base = tree({
      "lib/a.ts": 'import { b } from "./b";\nexport const a = () => b;\n',
      "lib/b.ts": 'import { c } from "./c";\nexport const b = () => c;\n',
      "lib/c.ts": 'import { a } from "./a";\nexport const c = () => a;\n',
    });
    const { failures } = await importGraphFailures(["lib"], base);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^import circle: lib\/a\.ts -> lib\/b\.ts -> lib\/c\.ts$/);
  });

  it("refuses a side-effect-only import of one of our modules", async () => {
    const base = tree({
      "lib/hint.ts": 'import "./shell";\n',
      "lib/shell.ts": "export const shell = 1;\n",
    });
    const { failures } = await importGraphFailures(["lib"], base);
    expect(failures).toEqual([
      'side-effect-only import: lib/hint.ts imports "./shell" for nothing it uses',
    ]);
  });

  it("refuses an import that points the wrong way between layers, naming the file", async () => {
    const base = tree({
      "app/contract/page.ts":
        'import { kinds } from "../widgets/registry";\nexport const page = kinds;\n',
      "app/widgets/registry.ts": "export const kinds = [];\n",
    });
    const { failures } = await importGraphFailures(["app"], base);
    expect(failures).toEqual([
      "wrong-way import: app/contract -> app/widgets (app/contract/page.ts imports app/widgets/registry.ts)",
    ]);
  });

  it("accepts a tree without circles whose imports are all used", async () => {
    const base = tree({
      "lib/a.ts": 'import { b } from "./b";\nimport "./a.css";\nexport const a = () => b;\n',
      "lib/b.ts": "export const b = 2;\n",
      "lib/a.css": "a { color: red }\n",
    });
    expect((await importGraphFailures(["lib"], base)).failures).toEqual([]);
  });
});

describe("side-effect-only imports", () => {
  it("finds ours, by alias or by path, and leaves stylesheets and packages alone", () => {
    const source = [
      'import "~/first-load";',
      'import "~server/shared/tracing"',
      "import './polyfill';",
      'import "~/styles/app.css";',
      'import "@fontsource-variable/lexend/index.css";',
      'import "some-package/register";',
      'import { used } from "~/used";',
      'import type { T } from "~/types";',
    ].join("\n");
    expect(sideEffectImports(source)).toEqual([
      "~/first-load",
      "~server/shared/tracing",
      "./polyfill",
    ]);
  });
});
