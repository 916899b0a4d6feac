import { z } from "zod";
import {
  buttonDataSchema,
  componentDataSchema,
  lenientEnum,
  looseObject,
  opt,
  tolerantArray,
} from "..";
import { isoDateSchema } from "./account-fields";
import { NOTIFICATION_KINDS } from "./notification-list-look";

export { NOTIFICATION_KINDS };

/** One notification; one that fails this is dropped, the rest still show. */
export const notificationSchema = looseObject({
  title: z.string().trim().min(1),
  body: opt(z.string().trim().min(1)),
  date: isoDateSchema,
  /** INFO by default; an unknown kind reads as INFO. */
  kind: opt(lenientEnum(NOTIFICATION_KINDS)),
  /** false: shown as "New". */
  read: opt(z.boolean()),
  button: opt(buttonDataSchema),
});

/** NOTIFICATION_LIST componentData: the learner's notifications, newest first. */
export const notificationListSchema = componentDataSchema.extend({
  notifications: tolerantArray(notificationSchema),
  emptyText: opt(z.string().trim().min(1)),
});

export type NotificationListData = z.output<typeof notificationListSchema>;
export type NotificationListInput = z.input<typeof notificationListSchema>;
