import { notificationListSchema } from "~/contract/widgets/notification-list";
import { defineWidgetServer } from "../define.server";
import { notificationListSamples } from "./samples";

export const notificationListServer = defineWidgetServer({
  kind: "NOTIFICATION_LIST",
  schema: notificationListSchema,
  samples: notificationListSamples,
  help: { description: "The signed-in learner's notifications." },
});
