import { defineWidget } from "../types";

export const chatWidget = defineWidget({
  kind: "CHAT",
  family: true,
  load: () => import("./Chat").then((m) => m.Chat),
});
