import type { Cell, PageResponse } from "~/contract";
import type { PageRouteData } from "~/shared/frame-pages";
import { addPartsReady, documentParsed } from "~/shared/page-parts-ready";
import { preloadOf } from "~/ui/lazy-part";
import { kindOf, loadFamilyWidgets, lookupWidget, mayBeFamilyKind } from "~/widgets/registry";
import {
  BottomNavBar,
  FabList,
  FRAME_PART_MARKERS,
  Modal,
  NavDrawer,
  NavDrawerToggle,
  RightPane,
  SearchBar,
  TopNavBar,
} from "./frame/parts";

/** The frame parts a page shows (the same conditions PageFrame renders them under, or wider). */
function framePartsOf(data: Partial<PageRouteData>): unknown[] {
  const page = data.page;
  if (!page) return [];
  const topBar = page.pageData?.topNavigationBar;
  const frame = data.framePages ?? {};
  return [
    topBar ? TopNavBar : undefined,
    topBar?.categorizedSearchBar ? SearchBar : undefined,
    page.navigationDrawer?.uri ? NavDrawer : undefined,
    page.navigationDrawer?.uri && !topBar ? NavDrawerToggle : undefined,
    page.rightPane ? RightPane : undefined,
    frame.modal || frame.drawerPage ? Modal : undefined,
    page.pageData?.bottomNavigationBar ? BottomNavBar : undefined,
    page.pageData?.fabData ? FabList : undefined,
  ];
}

/** The widget components of every cell of the page and of the pages framed around it. */
async function widgetPartsOf(data: Partial<PageRouteData>): Promise<unknown[]> {
  const frame = data.framePages ?? {};
  const pages: (PageResponse | undefined)[] = [
    data.page,
    frame.modal?.page,
    frame.drawerPage?.page,
    frame.navigationDrawer?.page,
    frame.rightPane?.page,
  ];
  const cells = pages.flatMap((page) => page?.cells ?? []);
  return widgetComponentsOf(
    cells.flatMap((cell: Cell) =>
      cell.cellType === "CELL_COMPONENT" && cell.widget?.status === "ok"
        ? [[kindOf(cell), cell.componentData?.viewType] as const]
        : [],
    ),
  );
}

/**
 * The components of (kind, view type) pairs, after loading the kind families' definitions when a
 * pair is not in the page bundle. A failed family load leaves those kinds out (their cells stay
 * empty): the rest of the page still renders.
 */
async function widgetComponentsOf(
  kinds: readonly (readonly [string, string | undefined])[],
): Promise<unknown[]> {
  if (kinds.some(([kind, viewType]) => mayBeFamilyKind(kind, viewType))) {
    await loadFamilyWidgets().catch((error: unknown) =>
      console.warn("a part of the page could not be loaded", error),
    );
  }
  return kinds.map(([kind, viewType]) => lookupWidget(kind, viewType)?.Component);
}

/** Loads each part's chunk once; a chunk that fails is the part's boundary's business. */
async function preloadAll(parts: unknown[]): Promise<void> {
  const preloads = new Set(
    parts.flatMap((part) => {
      const preload = preloadOf(part);
      return preload ? [preload] : [];
    }),
  );
  await Promise.allSettled([...preloads].map((preload) => preload()));
}

/**
 * Loads the chunks of the parts a page shows (app/ui/lazy-part.tsx) before it renders, in the
 * page route's clientLoader: a part never pops in late after a navigation.
 */
export async function preloadPageParts(data: unknown): Promise<void> {
  if (!data || typeof data !== "object") return;
  const routeData = data as Partial<PageRouteData>;
  await preloadAll([...framePartsOf(routeData), ...(await widgetPartsOf(routeData))]);
}

/**
 * The same before hydration (entry.client.tsx), read from the server's HTML: the frame parts by
 * their markers, the widgets by their cells' data-widget kind. Hydration then runs in one pass.
 */
export async function preloadPartsInDocument(root: ParentNode): Promise<void> {
  const frameParts = FRAME_PART_MARKERS.flatMap(([selector, part]) =>
    root.querySelector(selector) ? [part] : [],
  );
  const kinds = new Map<string, readonly [string, string | undefined]>();
  for (const el of root.querySelectorAll<HTMLElement>("[data-widget]")) {
    const pair = [el.dataset.widget ?? "", el.dataset.viewType] as const;
    kinds.set(pair.join("::"), pair);
  }
  await preloadAll([...frameParts, ...(await widgetComponentsOf([...kinds.values()]))]);
}

// Evaluated with the page route's module, before entry.client hydrates (page-parts-ready.ts).
if (typeof document !== "undefined") {
  addPartsReady(documentParsed().then(() => preloadPartsInDocument(document)));
}
