import type { StatusLook } from "./account-look";

/** The NOTIFICATION_LIST widget's kinds and texts: zod-free, for the browser. */
export const NOTIFICATION_KINDS = ["INFO", "SUCCESS", "WARNING", "REMINDER"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Each kind's word (read by screen readers), glyph and badge background. */
export const NOTIFICATION_LOOKS: Record<NotificationKind, StatusLook> = {
  INFO: { label: "Update", icon: "info", bg: "blue-light" },
  SUCCESS: { label: "Done", icon: "check", bg: "green-light" },
  WARNING: { label: "Action needed", icon: "cross", bg: "pink-light" },
  REMINDER: { label: "Reminder", icon: "clock", bg: "yellow-light" },
};

export const NOTIFICATION_LIST_TEXTS = {
  empty: "You're all caught up. New updates about your courses will show here.",
  unread: "New",
  /** The list's accessible name with the unread count: "Notifications, 2 new". */
  listLabel: (unread: number) => (unread ? `Notifications, ${unread} new` : "Notifications"),
} as const;
