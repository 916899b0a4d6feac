import { z } from "zod";
import {
  componentDataSchema,
  lenientEnum,
  looseObject,
  opt,
  serverActionSchema,
  tolerantArray,
} from "..";
import { POLL_STATUSES } from "./polling-look";

const isoDateTime = z
  .string()
  .trim()
  .refine((value) => !Number.isNaN(Date.parse(value)), "needs an ISO 8601 date-time");

export const pollOptionSchema = looseObject({
  id: z.string().trim().min(1).max(100),
  label: z.string().trim().min(1),
  /** Present only when the results are shown (after the viewer voted, or once closed). */
  votes: opt(z.number().int().min(0)),
});

/**
 * POLLING componentData (docs/contract.md, "Widget kinds: community family"): a question, its
 * options and when it closes. The platform fills the live state for the caller: the status, the
 * viewer's own choice and the counts once they may be seen, and the vote action.
 */
export const pollingSchema = componentDataSchema.extend({
  pollId: z.string().trim().min(1).max(100),
  question: z.string().trim().min(1),
  description: opt(z.string()),
  options: tolerantArray(pollOptionSchema).refine((o) => o.length >= 2, "needs two options"),
  closesAt: opt(isoDateTime),
  status: opt(lenientEnum(POLL_STATUSES)),
  /** The option id the viewer voted for (they see the results). */
  viewerChoice: opt(z.string()),
  /** Show the counts (the platform says so after a vote or once the poll closed). */
  showResults: opt(z.boolean()),
  /** Where a vote goes: the page's API_CALL with {pollId}; optionId travels as a form field. */
  voteAction: opt(serverActionSchema),
  /** IANA zone of the closing time (default Asia/Kolkata). */
  timeZone: opt(z.string()),
});

export type PollingData = z.output<typeof pollingSchema>;
export type PollingInput = z.input<typeof pollingSchema>;
