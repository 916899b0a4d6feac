import { defineWidget } from "../types";

export const chatWidget = defineWidget({
  kind: "CHAT",
  load: () => import("./Chat").then((m) => m.Chat),
});
