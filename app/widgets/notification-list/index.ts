import { defineWidget } from "../types";

export const notificationListWidget = defineWidget({
  kind: "NOTIFICATION_LIST",
  family: true,
  load: () => import("./NotificationList").then((m) => m.NotificationList),
});
