import { defineWidget } from "../types";

export const dividerWidget = defineWidget({
  kind: "DIVIDER",
  load: () => import("./Divider").then((m) => m.Divider),
});
