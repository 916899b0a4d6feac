import { defineWidget } from "../types";

export const audioWidget = defineWidget({
  kind: "AUDIO",
  family: true,
  load: () => import("./Audio").then((m) => m.Audio),
});
