import { defineWidget } from "../types";

export const notificationListWidget = defineWidget({
  kind: "NOTIFICATION_LIST",
  load: () => import("./NotificationList").then((m) => m.NotificationList),
});
