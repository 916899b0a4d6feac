import { defineWidget } from "../types";

export const spacerWidget = defineWidget({
  kind: "SPACER",
  load: () => import("./Spacer").then((m) => m.Spacer),
});
