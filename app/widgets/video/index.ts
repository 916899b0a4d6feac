import { defineWidget } from "../types";

export const videoWidget = defineWidget({
  kind: "VIDEO",
  load: () => import("./VideoWidget").then((m) => m.VideoWidget),
});
