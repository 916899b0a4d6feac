import { z } from "zod";
import { componentDataSchema, looseObject, opt, tolerantArray } from "..";

export const timelineStepSchema = looseObject({
  title: z.string().trim().min(1),
  subText: opt(z.string()),
  /** A short label such as "Weeks 1-3" or "Day 1". */
  duration: opt(z.string()),
});

/** TIMELINE componentData: ordered steps of a curriculum or a "how it works" flow. */
export const timelineSchema = componentDataSchema.extend({
  steps: tolerantArray(timelineStepSchema).refine((s) => s.length > 0, "needs at least one step"),
});

export type TimelineData = z.output<typeof timelineSchema>;
export type TimelineInput = z.input<typeof timelineSchema>;
