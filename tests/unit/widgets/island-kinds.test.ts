import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { preloadOf } from "~/ui/lazy-part";
import { ISLAND_KINDS } from "~/widgets/island-kinds";
import { lookupWidget } from "~/widgets/registry";

/**
 * A kind in ISLAND_KINDS keeps its server HTML until someone uses it (app/page/CellGridIsland.tsx):
 * its own code may not need to run before then. Its components (the .tsx files of its folder) have
 * no effect, state, ref, event handler or input; links, buttons and <details> work as HTML, and a
 * click on one before the grid is live is done again once it is.
 */
const widgetsDir = path.resolve(__dirname, "../../../app/widgets");
const NEEDS_ITS_CODE =
  /\buse(Effect|LayoutEffect|State|Reducer|SyncExternalStore|Ref)\b|\son[A-Z]\w*=|<(input|textarea|select)\b/;

function folderOfKind(kind: string): string | undefined {
  return readdirSync(widgetsDir, { withFileTypes: true }).find((entry) => {
    if (!entry.isDirectory()) return false;
    try {
      return readFileSync(path.join(widgetsDir, entry.name, "index.ts"), "utf8").includes(
        `kind: "${kind}"`,
      );
    } catch {
      return false;
    }
  })?.name;
}

describe("island kinds", () => {
  it.each([...ISLAND_KINDS])("%s is in the grid's chunk and needs no code of its own", (kind) => {
    const def = lookupWidget(kind);
    expect(def, `${kind} is registered`).toBeDefined();
    // In the grid's own chunk, not a chunk of its own that the islands would have to load too.
    expect(preloadOf(def!.Component)).toBeUndefined();
    const folder = folderOfKind(kind);
    expect(folder, `a folder of app/widgets registers ${kind}`).toBeDefined();
    const sources = readdirSync(path.join(widgetsDir, folder!)).filter((f) => f.endsWith(".tsx"));
    expect(sources.length).toBeGreaterThan(0);
    for (const file of sources) {
      const text = readFileSync(path.join(widgetsDir, folder!, file), "utf8");
      expect(text, `${folder}/${file}`).not.toMatch(NEEDS_ITS_CODE);
    }
  });
});
