import { defineWidget } from "../types";

export const richTextWidget = defineWidget({
  kind: "RICH_TEXT",
  load: () => import("./RichText").then((m) => m.RichText),
});
