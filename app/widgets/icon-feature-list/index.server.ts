import { iconFeatureListSchema } from "~/contract/widgets/icon-feature-list";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./icon-feature-list.css";
import { iconFeatureListSamples } from "./samples";

export const iconFeatureListServer = defineWidgetServer({
  kind: "ICON_FEATURE_LIST",
  schema: iconFeatureListSchema,
  stylesheets: [stylesheet],
  samples: iconFeatureListSamples,
  help: { description: "Features, each with an icon, a title and a line of text." },
});
