import { defineWidget } from "../types";
import { TabsNav } from "../on-demand";

export const tabsNavWidget = defineWidget({
  kind: "TABS_NAV",
  paintsOwnBackground: true,
  Component: TabsNav,
});
