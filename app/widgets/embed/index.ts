import { defineWidget } from "../types";

export const embedWidget = defineWidget({
  kind: "EMBED",
  family: true,
  load: () => import("./Embed").then((m) => m.Embed),
});
