import { lazyPart } from "~/ui/lazy-part";

/**
 * Frame parts that only some pages have (spec 01 section 2.3), each a chunk of its own that a
 * page showing it loads (app/ui/lazy-part.tsx): a page without a search bar, modal or right pane
 * carries none of their code.
 */
export const TopNavBar = lazyPart(() => import("./TopNavBar").then((m) => m.TopNavBar));
export const SearchBar = lazyPart(() => import("./SearchBar").then((m) => m.SearchBar));
export const RightPane = lazyPart(() => import("./RightPane").then((m) => m.RightPane));
export const Modal = lazyPart(() => import("./Modal").then((m) => m.Modal));
export const NavDrawer = lazyPart(() => import("./NavDrawer").then((m) => m.NavDrawer));
export const NavDrawerToggle = lazyPart(() => import("./NavDrawer").then((m) => m.NavDrawerToggle));
export const BottomNavBar = lazyPart(() => import("./BottomNavBar").then((m) => m.BottomNavBar));
export const FabList = lazyPart(() => import("./FabList").then((m) => m.FabList));
