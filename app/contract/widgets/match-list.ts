import { z } from "zod";
import {
  buttonDataSchema,
  componentDataSchema,
  imageSchema,
  lenientEnum,
  looseObject,
  opt,
  tagItemSchema,
  tolerantArray,
} from "..";
import { MATCH_KINDS, MATCH_LIST_VIEW_TYPES, MATCH_STATUSES } from "./match-list-look";

/** One interview or mentor match. */
export const matchSchema = looseObject({
  /** The mentor's, interviewer's or peer's name. */
  name: z.string().trim().min(1),
  role: opt(z.string()),
  company: opt(z.string()),
  image: opt(imageSchema),
  matchType: opt(lenientEnum(MATCH_KINDS)),
  status: opt(lenientEnum(MATCH_STATUSES)),
  /** What the session is about: "Product sense mock interview". */
  topic: opt(z.string()),
  /** ISO 8601 date-time of the session. */
  startTime: opt(z.string()),
  durationMinutes: opt(z.number().int().min(1).max(1440)),
  /** How well the match fits, 0..100. */
  matchScore: opt(z.number().min(0).max(100)),
  /** Why this match (NEW_MATCH) or a note about the session. */
  description: opt(z.string()),
  tags: opt(tolerantArray(tagItemSchema)),
  buttons: opt(tolerantArray(buttonDataSchema)),
  isNew: opt(z.boolean()),
});
export type MatchData = z.output<typeof matchSchema>;

/** MATCH_LIST componentData. An unknown viewType is kept and drawn as GRID. */
export const matchListSchema = componentDataSchema.extend({
  viewType: opt(lenientEnum(MATCH_LIST_VIEW_TYPES)),
  /** May be empty: the list then says `emptyText`. */
  matches: tolerantArray(matchSchema),
  emptyText: opt(z.string()),
  /** IANA zone the session times are shown in (default Asia/Kolkata). */
  timeZone: opt(z.string()),
});

export type MatchListData = z.output<typeof matchListSchema>;
export type MatchListInput = z.input<typeof matchListSchema>;
