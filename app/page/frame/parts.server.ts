/**
 * The frame parts that only some pages show, imported eagerly for the server's render (see
 * app/ui/lazy-part.tsx). The browser build replaces this module with an empty one: there each
 * part is a chunk of its own (parts.ts).
 */
export { BottomNavBar } from "./BottomNavBar";
export { FabList } from "./FabList";
export { Modal } from "./Modal";
export { NavDrawer, NavDrawerToggle } from "./NavDrawer";
export { RightPane } from "./RightPane";
export { SearchBar } from "./SearchBar";
export { TopNavBar } from "./TopNavBar";
