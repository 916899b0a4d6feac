import { defineWidget } from "../types";

export const iconFeatureListWidget = defineWidget({
  kind: "ICON_FEATURE_LIST",
  load: () => import("./IconFeatureList").then((m) => m.IconFeatureList),
});
