import { eventListSchema } from "~/contract/widgets/event-list";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./event-list.css";
import { eventListSamples } from "./samples";

export const eventListServer = defineWidgetServer({
  kind: "EVENT_LIST",
  schema: eventListSchema,
  stylesheets: [stylesheet],
  samples: eventListSamples,
  help: { description: "Upcoming events and workshops with their dates." },
});
