import { defineWidget } from "../types";

export const calloutWidget = defineWidget({
  kind: "CALLOUT",
  load: () => import("./Callout").then((m) => m.Callout),
});
