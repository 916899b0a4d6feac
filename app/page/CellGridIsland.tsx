import type { ComponentProps } from "react";
import type { CellGrid } from "./CellGrid";
import { Island, islandPart } from "~/ui/island";
import { isHydrating } from "~/ui/hydration";
import { cellsHydrateAsIslands, loadedGrid, loadGrid } from "./grid-part";

type GridProps = ComponentProps<typeof CellGrid>;

// With the buttons that load on their own: live cells render whole at once.
const gridPart = islandPart<GridProps>(
  loadedGrid()?.CellGrid,
  () => loadGrid().then((grid) => grid.preloadLazyButtons().then(() => grid.CellGrid)),
  // A page whose kinds need their code loaded the grid before hydrating (page-parts.ts).
  () => loadedGrid()?.CellGrid,
);

/**
 * A page's cell grid. Hydrating a page whose kinds all keep their server HTML until used
 * (app/widgets/island-kinds.ts), it is an island (app/ui/island.tsx): the grid's code, its
 * registry and its kinds load on first use, so a first visit to "/" does not carry them
 * (docs/decisions/022). Everywhere else it is the grid.
 */
export function CellGridIsland(props: GridProps) {
  return (
    <Island part={gridPart} props={props} asIsland={isHydrating() && cellsHydrateAsIslands()} />
  );
}
