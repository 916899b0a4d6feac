import type { Cell, PageResponse } from "~/contract";
import type { PageRouteData } from "~/shared/frame-pages";
import { addPartsReady, documentParsed } from "~/shared/page-parts-ready";
import { preloadOf } from "~/ui/lazy-part";
import { ISLAND_KINDS } from "~/widgets/island-kinds";
import { PendingActionReplayPart } from "~/actions/PendingActionReplayGate";
import { announcementBarPart } from "./frame/AnnouncementBarIsland";
import { hydrateCellsAsIslands, loadGrid } from "./grid-part";
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
    page.pageData?.announcementBar?.text?.trim() ? announcementBarPart : undefined,
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
  const grid = await gridOrNothing();
  if (!grid) return [];
  return grid.componentsOfKinds(
    cells.flatMap((cell: Cell) =>
      cell.cellType === "CELL_COMPONENT" && cell.widget?.status === "ok"
        ? [[grid.kindOf(cell), cell.componentData?.viewType] as const]
        : [],
    ),
  );
}

/**
 * The grid's chunk (the registry, which knows each kind's component), or nothing when it fails to
 * load: the cells then stay empty and the rest of the page still renders.
 */
function gridOrNothing() {
  return loadGrid().catch((error: unknown) => {
    console.warn("a part of the page could not be loaded", error);
    return undefined;
  });
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
 * When every kind shown keeps its server HTML until used (ISLAND_KINDS), the cells hydrate as
 * islands and the grid's chunk is not loaded at all until then (CellGridIsland.tsx).
 */
export async function preloadPartsInDocument(root: ParentNode): Promise<void> {
  const frameParts: unknown[] = FRAME_PART_MARKERS.flatMap(([selector, part]) =>
    root.querySelector(selector) ? [part] : [],
  );
  // The login replay's no-JavaScript Continue form, which hydration must find rendered.
  if (root.querySelector("[data-replay-offer]")) frameParts.push(PendingActionReplayPart);
  const kinds = new Map<string, readonly [string, string | undefined]>();
  for (const el of root.querySelectorAll<HTMLElement>("[data-widget]")) {
    const pair = [el.dataset.widget ?? "", el.dataset.viewType] as const;
    kinds.set(pair.join("::"), pair);
  }
  const islands = [...kinds.values()].every(([kind]) => ISLAND_KINDS.has(kind));
  hydrateCellsAsIslands(islands);
  const grid = islands ? undefined : await gridOrNothing();
  const widgets = grid ? await grid.componentsOfKinds([...kinds.values()]) : [];
  await preloadAll([...frameParts, ...widgets]);
}

// Evaluated with the page route's module, before entry.client hydrates (page-parts-ready.ts).
if (typeof document !== "undefined") {
  addPartsReady(documentParsed().then(() => preloadPartsInDocument(document)));
}
