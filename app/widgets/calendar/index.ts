import { defineWidget } from "../types";

export const calendarWidget = defineWidget({
  kind: "CALENDAR",
  load: () => import("./Calendar").then((m) => m.Calendar),
});
