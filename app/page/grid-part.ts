import * as serverGrid from "./grid-chunk.server";

type GridChunk = typeof serverGrid;

/**
 * The grid's chunk (grid-chunk.ts): eager on the server, loaded once in the browser. A failed
 * load is forgotten, so a later attempt may succeed.
 */
let loaded: GridChunk | undefined = (serverGrid as Partial<GridChunk>).CellGrid
  ? serverGrid
  : undefined;
let loading: Promise<GridChunk> | undefined;

export function loadedGrid(): GridChunk | undefined {
  return loaded;
}

export function loadGrid(): Promise<GridChunk> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= import("./grid-chunk").then(
    (chunk) => {
      loaded = chunk;
      return chunk;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Whether this first visit hydrates its cells as islands (CellGridIsland.tsx): set before
 * hydration by page-parts.ts when every kind the server's HTML shows keeps its HTML until used
 * (only a hydration reads it: app/ui/hydration.ts).
 */
let islands = false;
export function hydrateCellsAsIslands(on: boolean): void {
  islands = on;
}
export function cellsHydrateAsIslands(): boolean {
  return islands;
}
