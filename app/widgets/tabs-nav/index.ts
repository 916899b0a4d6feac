import { defineWidget } from "../types";

export const tabsNavWidget = defineWidget({
  kind: "TABS_NAV",
  paintsOwnBackground: true,
  load: () => import("./TabsNav").then((m) => m.TabsNav),
});
