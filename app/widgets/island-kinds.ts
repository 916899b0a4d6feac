/**
 * The widget kinds that render nothing but their server HTML until someone uses them: no effect,
 * state or input of their own, only links, buttons and native <details>. A first visit to a page
 * whose cells are all of these kinds hydrates its cells as islands and loads the grid's code on
 * first use (app/page/CellGridIsland.tsx, docs/decisions/022). A kind goes here only when that
 * holds for its component (tests/unit/widgets/island-kinds.test.ts checks the sources).
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
