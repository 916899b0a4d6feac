import { defineWidget } from "../types";

export const calloutWidget = defineWidget({
  kind: "CALLOUT",
  family: true,
  load: () => import("./Callout").then((m) => m.Callout),
});
