import { defineWidget } from "../types";

export const emptyPageViewWidget = defineWidget({
  kind: "EMPTY_PAGE_VIEW",
  load: () => import("./EmptyPageView").then((m) => m.EmptyPageView),
});
