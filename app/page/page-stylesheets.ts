import type { Cell, PageResponse } from "~/contract";
import type { PageRouteData } from "~/shared/frame-pages";
import framePartsStylesheet from "./frame/frame-parts.css";

/** The stylesheets of the widget kinds these cells show, each once (decisions 074, 075). */
export function widgetStylesheetsOf(cells: readonly Cell[]): string[] {
  const hrefs = cells.flatMap((cell) =>
    cell.widget?.status === "ok" ? (cell.widget.stylesheets ?? []) : [],
  );
  return [...new Set(hrefs)];
}

/** Whether the frame draws one of the parts in chunks of their own (app/page/frame/parts.ts). */
function showsFrameParts(page: PageResponse, framePages: PageRouteData["framePages"] | undefined) {
  const { topNavigationBar, bottomNavigationBar, fabData } = page.pageData;
  return Boolean(
    topNavigationBar ||
    bottomNavigationBar ||
    fabData ||
    page.navigationDrawer?.uri ||
    page.rightPane ||
    framePages?.modal ||
    framePages?.drawerPage,
  );
}

/**
 * What a page route's data shows: its page and the pages in its frame (modal, drawers, pane), and
 * the frame parts' stylesheet when the frame has one of them (decision 075).
 */
export function pageStylesheets(
  data: Pick<PageRouteData, "page"> & Partial<Pick<PageRouteData, "framePages">>,
): string[] {
  const { modal, drawerPage, navigationDrawer, rightPane } = data.framePages ?? {};
  const pages = [data.page, modal?.page, drawerPage?.page, navigationDrawer?.page, rightPane?.page];
  const widgets = widgetStylesheetsOf(pages.flatMap((page) => page?.cells ?? []));
  return showsFrameParts(data.page, data.framePages) ? [framePartsStylesheet, ...widgets] : widgets;
}
