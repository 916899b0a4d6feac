import "~/grid-load";
import { loadFamilyWidgets, lookupWidget, mayBeFamilyKind } from "~/widgets/registry";

/**
 * The cell grid and everything it renders with (the widget registry and its kinds): one chunk,
 * loaded before a page renders after a navigation and, on a first visit, only when the page
 * needs it (app/page/CellGridIsland.tsx). The server has it at once (grid-chunk.server.ts).
 */
export { CellGrid } from "./CellGrid";
export { CellFrameContext } from "./cell-frame";
export { buildCellTree } from "./cell-tree";
export { WidgetCell } from "./WidgetCell";
export { preloadLazyButtons } from "~/actions/lazy-buttons";
export { kindOf } from "~/widgets/registry";

/**
 * The components of (kind, view type) pairs, after loading the kind families' definitions when a
 * pair is not in the page bundle. A failed family load leaves those kinds out (their cells stay
 * empty): the rest of the page still renders. Called through the chunk's dynamic import
 * (page-parts.ts), which the dead-export check cannot follow:
 * @public
 */
export async function componentsOfKinds(
  kinds: readonly (readonly [string, string | undefined])[],
): Promise<unknown[]> {
  if (kinds.some(([kind, viewType]) => mayBeFamilyKind(kind, viewType))) {
    await loadFamilyWidgets().catch((error: unknown) =>
      console.warn("a part of the page could not be loaded", error),
    );
  }
  return kinds.map(([kind, viewType]) => lookupWidget(kind, viewType)?.Component);
}
