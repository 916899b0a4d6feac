import { z } from "zod";
import { componentDataSchema, looseObject, opt, serverActionSchema, tolerantArray } from "..";

const isoDateTime = z
  .string()
  .trim()
  .refine((value) => !Number.isNaN(Date.parse(value)), "needs an ISO 8601 date-time");

export const chatMessageSchema = looseObject({
  id: z.string().trim().min(1).max(100),
  senderName: z.string().trim().min(1),
  /** e.g. "Mentor"; shown after the name. */
  senderRole: opt(z.string()),
  sentAt: isoDateTime,
  text: z.string().trim().min(1),
  /** The viewer sent it (marked "You" in words). */
  isOwn: opt(z.boolean()),
});

/**
 * CHAT componentData (docs/contract.md, "Widget kinds: community family"): a conversation with a
 * mentor or a cohort, oldest message first; the platform fills the messages and the send action
 * for the caller on every page answer.
 */
export const chatSchema = componentDataSchema.extend({
  conversationId: z.string().trim().min(1).max(100),
  title: opt(z.string()),
  subtitle: opt(z.string()),
  messages: tolerantArray(chatMessageSchema),
  /** Where a message goes: the page's API_CALL with {conversationId}; message is a form field. */
  sendAction: opt(serverActionSchema),
  emptyText: opt(z.string()),
  timeZone: opt(z.string()),
});

export type ChatData = z.output<typeof chatSchema>;
export type ChatInput = z.input<typeof chatSchema>;
