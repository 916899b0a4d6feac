/**
 * What a page's cell grid loads on top of app/page-load.ts: the grid, the widget registry and
 * the widget kinds it holds. The grid's chunk, every widget kind and frame part chunk and the
 * page editor import it for its place in the module graph only (docs/decisions/022), so these
 * modules stay in one file, which a first visit loads only when its page needs it
 * (app/page/CellGridIsland.tsx).
 */
import "~/page-load";
import "~/page/CellGrid";
import "~/widgets/registry";
