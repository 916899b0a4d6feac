import { calendarSchema } from "~/contract/widgets/calendar";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./calendar.css";
import { calendarSamples } from "./samples";

export const calendarServer = defineWidgetServer({
  kind: "CALENDAR",
  schema: calendarSchema,
  stylesheets: [stylesheet],
  samples: calendarSamples,
  help: { description: "The signed-in learner's sessions, classes and deadlines by month." },
});
