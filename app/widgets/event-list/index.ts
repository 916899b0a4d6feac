import { defineWidget } from "../types";

export const eventListWidget = defineWidget({
  kind: "EVENT_LIST",
  load: () => import("./EventList").then((m) => m.EventList),
});
