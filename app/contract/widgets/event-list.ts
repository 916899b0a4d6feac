import { z } from "zod";
import {
  buttonDataSchema,
  componentDataSchema,
  imageSchema,
  lenientEnum,
  looseObject,
  opt,
  tolerantArray,
} from "..";
import { EVENT_FORMATS } from "./event-list-look";

/** An ISO 8601 date-time that Date can read. */
const isoDateTime = z
  .string()
  .trim()
  .refine((value) => !Number.isNaN(Date.parse(value)), "needs an ISO 8601 date-time");

export const eventSchema = looseObject({
  title: z.string().trim().min(1),
  startTime: isoDateTime,
  endTime: opt(isoDateTime),
  format: opt(lenientEnum(EVENT_FORMATS)),
  /** A city and venue, or the platform for online events. */
  location: opt(z.string()),
  host: opt(z.string()),
  summary: opt(z.string()),
  image: opt(imageSchema),
  /** "Free", "₹499". */
  price: opt(z.string()),
  seatsLeft: opt(z.number().int().min(0)),
  buttons: opt(tolerantArray(buttonDataSchema)),
});
export type EventData = z.output<typeof eventSchema>;

/** EVENT_LIST componentData: workshops, masterclasses and meet-ups in date order. */
export const eventListSchema = componentDataSchema.extend({
  /** May be empty: the list then says `emptyText`. */
  events: tolerantArray(eventSchema),
  emptyText: opt(z.string()),
  /** IANA zone the times are shown in (default Asia/Kolkata). */
  timeZone: opt(z.string()),
});

export type EventListData = z.output<typeof eventListSchema>;
export type EventListInput = z.input<typeof eventListSchema>;
