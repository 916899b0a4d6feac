import { defineWidget } from "../types";

export const textWidget = defineWidget({
  kind: "TEXT",
  family: true,
  load: () => import("./Text").then((m) => m.Text),
});
