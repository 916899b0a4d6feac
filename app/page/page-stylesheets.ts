import type { Cell } from "~/contract";
import type { PageRouteData } from "~/shared/frame-pages";

/** The stylesheets of the widget kinds these cells show, each once (decisions 074, 075). */
export function widgetStylesheetsOf(cells: readonly Cell[]): string[] {
  const hrefs = cells.flatMap((cell) =>
    cell.widget?.status === "ok" ? (cell.widget.stylesheets ?? []) : [],
  );
  return [...new Set(hrefs)];
}

/** What a page route's data shows: its page and the pages in its frame (modal, drawers, pane). */
export function pageStylesheets(
  data: Pick<PageRouteData, "page"> & Partial<Pick<PageRouteData, "framePages">>,
): string[] {
  const { modal, drawerPage, navigationDrawer, rightPane } = data.framePages ?? {};
  const pages = [data.page, modal?.page, drawerPage?.page, navigationDrawer?.page, rightPane?.page];
  return widgetStylesheetsOf(pages.flatMap((page) => page?.cells ?? []));
}
