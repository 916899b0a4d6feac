import { defineWidget } from "../types";

export const spacerWidget = defineWidget({
  kind: "SPACER",
  family: true,
  load: () => import("./Spacer").then((m) => m.Spacer),
});
