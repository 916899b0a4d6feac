import { z } from "zod";
import {
  componentDataSchema,
  imageSchema,
  lenientEnum,
  looseObject,
  opt,
  TEXT_ALIGNMENTS,
  tolerantArray,
} from "..";

/** One figure: "4.8/5" + "Average rating"; numbers are accepted and shown as written. */
export const statItemSchema = looseObject({
  value: z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1)),
  label: z.string().trim().min(1),
  subLabel: opt(z.string()),
  /** Small decorative icon above the figure. */
  icon: opt(imageSchema),
});

export const statsSchema = looseObject({
  ...componentDataSchema.shape,
  /** Figures failing the schema are dropped; at least one must remain. */
  items: tolerantArray(statItemSchema).refine((list) => list.length > 0, {
    message: "at least one figure",
  }),
  alignment: opt(lenientEnum(TEXT_ALIGNMENTS)),
  /** Thin dividers between the figures on wide screens. */
  showDividers: opt(z.boolean()),
});
export type StatsData = z.output<typeof statsSchema>;
