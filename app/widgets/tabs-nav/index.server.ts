import { tabsNavSchema } from "~/contract/widgets/tabs-nav";
import { defineWidgetServer } from "../define.server";
import { tabsNavSamples } from "./samples";

export const tabsNavServer = defineWidgetServer({
  kind: "TABS_NAV",
  schema: tabsNavSchema,
  samples: tabsNavSamples,
  help: { description: "Tabs that move between parts of the page." },
});
