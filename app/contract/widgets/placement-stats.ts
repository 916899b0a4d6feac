import { z } from "zod";
import { componentDataSchema, imageSchema, looseObject, opt, tolerantArray } from "..";
import { displayLinkSchema } from "./display-link";

/** PLACEMENT_STATS componentData: a programme's placement outcomes. */
export const placementStatsSchema = componentDataSchema.extend({
  /** Headline figures: {value: "92%", label: "placed within six months"}. */
  figures: tolerantArray(
    looseObject({
      value: z.string().trim().min(1),
      label: z.string().trim().min(1),
      note: opt(z.string()),
    }),
  ).refine((f) => f.length > 0, "needs at least one figure"),
  /** Shares of graduates by role, each 0..100. */
  roles: opt(
    tolerantArray(
      looseObject({ label: z.string().trim().min(1), percent: z.number().min(0).max(100) }),
    ),
  ),
  recruiters: opt(
    tolerantArray(looseObject({ name: z.string().trim().min(1), logo: opt(imageSchema) })),
  ),
  /** "Batch of 2025, 412 learners, audited by …". */
  source: opt(z.string()),
  /** The full report. */
  reportLink: opt(displayLinkSchema),
});

export type PlacementStatsData = z.output<typeof placementStatsSchema>;
export type PlacementStatsInput = z.input<typeof placementStatsSchema>;
