import { defineWidget } from "../types";

export const formWidget = defineWidget({
  kind: "FORM",
  load: () => import("./FormWidget").then((m) => m.FormWidget),
});
