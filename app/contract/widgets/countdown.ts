import { z } from "zod";
import { buttonDataSchema, componentDataSchema, opt, tolerantArray } from "..";

/** COUNTDOWN componentData: the time left until a moment (a cohort start, a deadline). */
export const countdownSchema = componentDataSchema.extend({
  /** The moment, an ISO 8601 date-time with its offset ("2026-07-01T18:30:00+05:30"). */
  endsAt: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/, {
      message: "an ISO 8601 date-time with its offset",
    })
    .refine((value) => Number.isFinite(Date.parse(value)), { message: "not a real date" }),
  /** What the countdown is for, e.g. "Applications close in". */
  label: opt(z.string().trim().min(1).max(120)),
  /** Shown and announced at zero; default "The countdown has ended.". */
  endedText: opt(z.string().trim().min(1).max(200)),
  buttonDataList: opt(tolerantArray(buttonDataSchema)),
});

export type CountdownData = z.output<typeof countdownSchema>;
export type CountdownInput = z.input<typeof countdownSchema>;
