import { tabsNavSchema } from "~/contract/widgets/tabs-nav";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./tabs-nav.css";
import { tabsNavSamples } from "./samples";

export const tabsNavServer = defineWidgetServer({
  kind: "TABS_NAV",
  schema: tabsNavSchema,
  stylesheets: [stylesheet],
  samples: tabsNavSamples,
  help: { description: "Tabs that move between parts of the page." },
});
