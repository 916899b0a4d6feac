import { defineWidget } from "../types";

export const emptyPageViewWidget = defineWidget({
  kind: "EMPTY_PAGE_VIEW",
  family: true,
  load: () => import("./EmptyPageView").then((m) => m.EmptyPageView),
});
