import { defineWidget } from "../types";

export const textWidget = defineWidget({
  kind: "TEXT",
  load: () => import("./Text").then((m) => m.Text),
});
