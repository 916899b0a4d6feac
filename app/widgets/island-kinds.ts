// Written by `npm run widgets:index` from app/widgets/*/index{,.server}.ts: do not edit.

/**
 * The kinds defined with `island: true`: they render nothing but their server HTML until someone
 * uses them. A first visit to a page whose cells are all of these kinds hydrates its cells as
 * islands (app/page/CellGridIsland.tsx). Names only: the route's chunk carries no widget code.
 */
export const ISLAND_KINDS: ReadonlySet<string> = new Set([
  "BANNER",
  "BUTTON_LIST",
  "CARD_LIST",
  "FAQ",
  "HEADER_TEXT",
  "IMAGE",
  "LOGO_STRIP",
  "PAGE_TITLE",
  "STATS",
  "TAG_LIST",
  "TESTIMONIALS",
]);
