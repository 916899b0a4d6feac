import { notificationListSchema } from "~/contract/widgets/notification-list";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./notification-list.css";
import { notificationListSamples } from "./samples";

export const notificationListServer = defineWidgetServer({
  kind: "NOTIFICATION_LIST",
  schema: notificationListSchema,
  stylesheets: [stylesheet],
  samples: notificationListSamples,
  help: { description: "The signed-in learner's notifications." },
});
