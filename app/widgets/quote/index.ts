import { defineWidget } from "../types";

export const quoteWidget = defineWidget({
  kind: "QUOTE",
  family: true,
  load: () => import("./Quote").then((m) => m.Quote),
});
