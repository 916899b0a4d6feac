import { z } from "zod";
import {
  buttonDataSchema,
  componentDataSchema,
  lenientEnum,
  looseObject,
  opt,
  tolerantArray,
} from "..";
import { MILESTONE_STATES } from "./progress-tracker-look";

const amount = z.number().min(0).max(1_000_000);

export const progressItemSchema = looseObject({
  label: z.string().trim().min(1),
  completed: amount,
  total: amount.positive(),
  /** "lessons", "assignments", "hours". */
  unit: opt(z.string()),
  note: opt(z.string()),
});

/** PROGRESS_TRACKER componentData: a learner's progress bars, with optional milestones. */
export const progressTrackerSchema = componentDataSchema.extend({
  items: tolerantArray(progressItemSchema).refine((i) => i.length > 0, "needs at least one item"),
  /** Shows an overall bar first: the sum of the items that share one unit, or these figures. */
  overall: opt(looseObject({ completed: amount, total: amount.positive() })),
  milestones: opt(
    tolerantArray(
      looseObject({
        title: z.string().trim().min(1),
        state: opt(lenientEnum(MILESTONE_STATES)),
        /** "Week 6", "by 15 Jan". */
        when: opt(z.string()),
      }),
    ),
  ),
  buttons: opt(tolerantArray(buttonDataSchema)),
});

export type ProgressTrackerData = z.output<typeof progressTrackerSchema>;
export type ProgressTrackerInput = z.input<typeof progressTrackerSchema>;
