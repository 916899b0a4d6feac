import { defineWidget } from "../types";

export const calendarWidget = defineWidget({
  kind: "CALENDAR",
  family: true,
  load: () => import("./Calendar").then((m) => m.Calendar),
});
