import { defineWidget } from "../types";

export const iconFeatureListWidget = defineWidget({
  kind: "ICON_FEATURE_LIST",
  family: true,
  load: () => import("./IconFeatureList").then((m) => m.IconFeatureList),
});
