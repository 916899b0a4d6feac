import { defineWidget } from "../types";

export const dividerWidget = defineWidget({
  kind: "DIVIDER",
  family: true,
  load: () => import("./Divider").then((m) => m.Divider),
});
