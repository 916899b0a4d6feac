/**
 * `npm run lint:cycles`: file-level import cycles, then the folder layers of layers.ts. The
 * import graph comes from madge (TypeScript paths resolved with tsconfig.json).
 */
import path from "node:path";
import madge from "madge";
import { folderOf, KNOWN_WRONG_WAY, LAYERS } from "./layers";

const root = path.resolve(__dirname, "../..");
const BUNDLING_HINTS = /app\/(first|page|grid|login)-load\.ts$/;

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

async function main(): Promise<void> {
  const result = await madge(["app", "server"], {
    baseDir: root,
    fileExtensions: ["ts", "tsx"],
    tsConfig: path.join(root, "tsconfig.json"),
    // app/{first,page,grid,login}-load.ts are bundling hints, not dependencies (decision 022): their
    // importers use none of their (absent) exports, and their arrows would point from every
    // widget up to the shell. madge's own option, missing from its types.
    ...{ excludeRegExp: [BUNDLING_HINTS] },
  });
  const failures: string[] = [];
  for (const cycle of result.circular()) failures.push(`import cycle: ${cycle.join(" -> ")}`);

  const arrows = folderArrows(result.obj());
  const wrong = wrongWayArrows(arrows);
  for (const key of wrong) {
    if (!(key in KNOWN_WRONG_WAY)) failures.push(`wrong-way import: ${key} (${arrows.get(key)})`);
  }
  for (const key of Object.keys(KNOWN_WRONG_WAY)) {
    if (!wrong.includes(key)) {
      failures.push(`${key} is listed in KNOWN_WRONG_WAY but no longer exists: remove it`);
    }
  }
  console.log(
    `${Object.keys(result.obj()).length} files, ${arrows.size} folder arrows, ` +
      `${Object.keys(KNOWN_WRONG_WAY).length} known wrong-way arrows (tests/guard-rails/layers.ts).`,
  );
  if (failures.length) {
    console.error(failures.join("\n"));
    process.exit(1);
  }
}

if (require.main === module) void main();
