import type { WidgetSample } from "~/widgets/types";
import type { NotificationListInput } from "~/contract/widgets/notification-list";

export const notificationListSamples: WidgetSample<NotificationListInput>[] = [
  {
    title: "Learner's notifications",
    data: {
      type: "NOTIFICATION_LIST",
      notifications: [
        {
          title: "Mock interview booked with Neha, Senior PM at a fintech",
          body: "Thursday 12 March, 19:00 IST. Bring one product you would improve.",
          date: "2026-03-09T18:20:00+05:30",
          kind: "REMINDER",
          read: false,
          button: {
            buttonText: "Add to calendar",
            bgColorData: { bgKey: "secondary" },
            action: { type: "NAVIGATION", uri: "/my-courses" },
          },
        },
        {
          title: "Capstone 2 feedback is ready",
          body: "Your mentor left 6 comments on the metrics section.",
          date: "2026-03-08",
          kind: "SUCCESS",
          read: false,
        },
        {
          title: "Complete your profile to apply to partner jobs",
          date: "2026-03-02",
          kind: "WARNING",
          read: true,
          button: {
            buttonText: "Complete profile",
            action: { type: "NAVIGATION", uri: "/user/profile" },
          },
        },
      ],
    },
  },
  {
    title: "All caught up",
    data: {
      type: "NOTIFICATION_LIST",
      notifications: [],
      emptyText: "No new updates. Your next live class is on Saturday.",
    },
  },
];
