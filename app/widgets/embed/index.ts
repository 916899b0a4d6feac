import { defineWidget } from "../types";

export const embedWidget = defineWidget({
  kind: "EMBED",
  load: () => import("./Embed").then((m) => m.Embed),
});
