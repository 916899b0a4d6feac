import { notificationListSchema } from "~/contract/widgets/notification-list";
import accountCardStylesheet from "../account-shared/account-card.css";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./notification-list.css";
import { notificationListSamples } from "./samples";

export const notificationListServer = defineWidgetServer({
  kind: "NOTIFICATION_LIST",
  schema: notificationListSchema,
  stylesheets: [stylesheet, accountCardStylesheet],
  samples: notificationListSamples,
  help: { description: "The signed-in learner's notifications." },
});
