import { lazy, type ComponentType } from "react";
import { loadedGrid, loadGrid } from "~/page/grid-part";
import * as serverParts from "./editor-parts.server";
import type { EditorDeps } from "./editor-context";
import type { PageEditorLayerProps } from "./PageEditorLayer";

/**
 * The page editor is a chunk of its own: only an admin in edit mode loads it, so no learner's
 * page carries it (tests/budget). On the server `eager` holds it and the page is rendered whole
 * (the no-JavaScript editor); in the browser `eager` is empty and the chunk loads when the editor
 * shows, with the grid's chunk, whose cell renderer, tree builder and hook point it takes
 * (`EditorDeps`). The page route wraps it in a Suspense boundary: hydration keeps the server's
 * HTML of the page until the chunks are there, and after a client navigation the plain page shows
 * meanwhile. Plain React.lazy rather than app/ui/lazy-part.tsx: these few lines are in every
 * page's first load.
 */
const eager: Partial<typeof serverParts> = serverParts;

type LayerProps = Omit<PageEditorLayerProps, "deps">;

function withGrid(
  Layer: ComponentType<PageEditorLayerProps>,
  grid: NonNullable<ReturnType<typeof loadedGrid>>,
): ComponentType<LayerProps> {
  const deps: EditorDeps = {
    WidgetCell: grid.WidgetCell,
    buildCellTree: grid.buildCellTree,
    CellFrameContext: grid.CellFrameContext,
  };
  return function PageEditorWithGrid(props: LayerProps) {
    return <Layer {...props} deps={deps} />;
  };
}

const serverGrid = loadedGrid();

export const PageEditorLayer: ComponentType<LayerProps> =
  eager.PageEditorLayer && serverGrid
    ? withGrid(eager.PageEditorLayer, serverGrid)
    : lazy(() =>
        Promise.all([import("./PageEditorLayer"), loadGrid()]).then(([m, grid]) => ({
          default: withGrid(m.PageEditorLayer, grid),
        })),
      );
