import { createContext, type ComponentType, type ReactNode } from "react";
import type { Cell } from "~/contract";
import type { CellNode } from "./cell-tree";

/** What a cell frame is drawn around: one cell of the grid (and its subtree) as rendered. */
export interface CellFrameProps {
  node: CellNode;
  children: ReactNode;
}

/**
 * A hook point of the cell grid: a component drawn around every cell of one page (the page
 * editor's outline and toolbar, mounted by the page route). The page itself knows nothing of
 * what is drawn (app/page must not import the editor). `cells` is that page's cell list as the
 * loader gave it: the pages framed around it (a modal, the right pane) have lists of their own
 * and stay plain.
 */
export interface CellFrameHook {
  cells: readonly Cell[];
  Frame: ComponentType<CellFrameProps>;
}

export const CellFrameContext = createContext<CellFrameHook | null>(null);
