import { defineWidget } from "../types";

export const quoteWidget = defineWidget({
  kind: "QUOTE",
  load: () => import("./Quote").then((m) => m.Quote),
});
