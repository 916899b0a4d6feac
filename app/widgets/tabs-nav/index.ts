import { defineWidget } from "../types";
import { TabsNav } from "./TabsNav";

export const tabsNavWidget = defineWidget({
  kind: "TABS_NAV",
  paintsOwnBackground: true,
  Component: TabsNav,
});
