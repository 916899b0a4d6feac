import { defineWidget } from "../types";

export const audioWidget = defineWidget({
  kind: "AUDIO",
  load: () => import("./Audio").then((m) => m.Audio),
});
