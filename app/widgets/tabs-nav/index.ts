import { defineWidget } from "../types";
import { tabsNavSchema } from "./schema";
import { TabsNav } from "./TabsNav";

export const tabsNavWidget = defineWidget({
  kind: "TABS_NAV",
  paintsOwnBackground: true,
  schema: tabsNavSchema,
  Component: TabsNav,
});
