import { lazyPart } from "~/ui/lazy-part";
import * as serverParts from "./parts.server";

/**
 * Frame parts that only some pages have (spec 01 section 2.3), each loaded when a page shows it
 * (app/ui/lazy-part.tsx): a page without a search bar, modal or right pane carries none of
 * their code. On the server `eager` holds them all; in the browser it is empty.
 */
const eager: Partial<typeof serverParts> = serverParts;

export const TopNavBar = lazyPart(eager.TopNavBar, () =>
  import("./TopNavBar").then((m) => m.TopNavBar),
);
export const SearchBar = lazyPart(eager.SearchBar, () =>
  import("./SearchBar").then((m) => m.SearchBar),
);
export const RightPane = lazyPart(eager.RightPane, () =>
  import("./RightPane").then((m) => m.RightPane),
);
export const Modal = lazyPart(eager.Modal, () => import("./Modal").then((m) => m.Modal));
export const NavDrawer = lazyPart(eager.NavDrawer, () =>
  import("./NavDrawer").then((m) => m.NavDrawer),
);
export const NavDrawerToggle = lazyPart(eager.NavDrawerToggle, () =>
  import("./NavDrawer").then((m) => m.NavDrawerToggle),
);
export const BottomNavBar = lazyPart(eager.BottomNavBar, () =>
  import("./BottomNavBar").then((m) => m.BottomNavBar),
);
export const FabList = lazyPart(eager.FabList, () => import("./FabList").then((m) => m.FabList));
/**
 * Where each part shows in a server-rendered page: entry.client.tsx preloads the parts the
 * document holds before it hydrates (page-parts.ts).
 */
export const FRAME_PART_MARKERS = [
  ['[data-frame="top-nav-bar"]', TopNavBar],
  ['[data-frame="search-bar"]', SearchBar],
  ["[data-right-pane]", RightPane],
  ["[data-frame-modal]", Modal],
  ["[data-nav-drawer]", NavDrawer],
  ["[data-nav-drawer-toggle]", NavDrawerToggle],
  ['[data-frame="bottom-nav-bar"]', BottomNavBar],
  ['[data-frame="fab-list"]', FabList],
] as const;
