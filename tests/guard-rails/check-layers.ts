/**
 * `npm run lint:cycles`: the import graph of app/ and server/ holds no circle (no file is left
 * out), no side-effect-only import of one of our modules (`import "~/x"`: a module that is
 * imported must be used; stylesheets are the one exception), and no arrow between folders that
 * points the wrong way (the layers of layers.ts). The graph comes from madge (TypeScript paths
 * resolved with tsconfig.json).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import madge from "madge";
import { folderOf, KNOWN_WRONG_WAY, LAYERS } from "./layers";

const root = path.resolve(__dirname, "../..");

const layerOf = new Map<string, number>();
LAYERS.forEach((folders, index) => folders.forEach((folder) => layerOf.set(folder, index)));

/** Folder -> folder arrows, each with one file import that makes it (for the message). */
export function folderArrows(graph: Record<string, string[]>): Map<string, string> {
  const arrows = new Map<string, string>();
  for (const [file, deps] of Object.entries(graph)) {
    const from = folderOf(file);
    if (!from) continue;
    for (const dep of deps) {
      const to = folderOf(dep);
      if (!to || to === from) continue;
      const key = `${from} -> ${to}`;
      if (!arrows.has(key)) arrows.set(key, `${file} imports ${dep}`);
    }
  }
  return arrows;
}

/** Arrows that point up a layer, or sideways inside one layer in both directions (a cycle). */
export function wrongWayArrows(arrows: Map<string, string>): string[] {
  const wrong: string[] = [];
  for (const key of arrows.keys()) {
    const [from, to] = key.split(" -> ");
    const a = layerOf.get(from);
    const b = layerOf.get(to);
    if (a === undefined || b === undefined) {
      wrong.push(`${key} (a folder without a layer: add it to tests/guard-rails/layers.ts)`);
    } else if (b < a || (a === b && arrows.has(`${to} -> ${from}`))) {
      wrong.push(key);
    }
  }
  return wrong;
}

const SIDE_EFFECT_IMPORT = /^\s*import\s*["']([^"']+)["']\s*;?\s*$/gm;

/**
 * The side-effect-only imports of our own modules in one file's source: `import "~/x"`,
 * `import "~server/x"` or `import "./x"`. A stylesheet may be imported so (it is a side effect:
 * it joins the CSS bundle); a package may be too (polyfills), as it is not ours.
 */
export function sideEffectImports(source: string): string[] {
  return [...source.matchAll(SIDE_EFFECT_IMPORT)]
    .map((match) => match[1])
    .filter((specifier) => /^(~|~server|\.{1,2})\//.test(specifier))
    .filter((specifier) => !/\.css$/.test(specifier));
}

/** Every finding of the check over `paths` (folders under `baseDir`), as messages. */
export async function importGraphFailures(
  paths: string[],
  baseDir: string,
  tsConfig?: string,
): Promise<{ failures: string[]; files: number; arrows: number }> {
  const result = await madge(
    paths.map((p) => path.join(baseDir, p)),
    { baseDir, fileExtensions: ["ts", "tsx"], tsConfig },
  );
  const graph = result.obj();
  const failures: string[] = [];
  for (const cycle of result.circular()) failures.push(`import circle: ${cycle.join(" -> ")}`);

  for (const file of Object.keys(graph)) {
    for (const specifier of sideEffectImports(readFileSync(path.join(baseDir, file), "utf8"))) {
      failures.push(`side-effect-only import: ${file} imports "${specifier}" for nothing it uses`);
    }
  }

  const arrows = folderArrows(graph);
  const wrong = wrongWayArrows(arrows);
  for (const key of wrong) {
    if (!(key in KNOWN_WRONG_WAY)) failures.push(`wrong-way import: ${key} (${arrows.get(key)})`);
  }
  for (const key of Object.keys(KNOWN_WRONG_WAY)) {
    if (!wrong.includes(key)) {
      failures.push(`${key} is listed in KNOWN_WRONG_WAY but no longer exists: remove it`);
    }
  }
  return { failures, files: Object.keys(graph).length, arrows: arrows.size };
}

async function main(): Promise<void> {
  const { failures, files, arrows } = await importGraphFailures(
    ["app", "server"],
    root,
    path.join(root, "tsconfig.json"),
  );
  console.log(
    `${files} files, ${arrows} folder arrows, 0 left out, ` +
      `${Object.keys(KNOWN_WRONG_WAY).length} known wrong-way arrows (tests/guard-rails/layers.ts).`,
  );
  if (failures.length) {
    console.error(failures.join("\n"));
    process.exit(1);
  }
}

if (require.main === module) void main();
