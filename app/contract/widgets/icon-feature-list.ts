import { z } from "zod";
import { componentDataSchema, imageSchema, looseObject, opt, tolerantArray } from "..";

export const iconFeatureSchema = looseObject({
  /** A small icon; decorative unless it has altText. */
  icon: opt(imageSchema),
  title: z.string().trim().min(1).max(120),
  text: opt(z.string().max(600)),
});

/** ICON_FEATURE_LIST componentData: features, each an icon, a title and a line of text. */
export const iconFeatureListSchema = componentDataSchema.extend({
  /** Items failing the schema are dropped; at least one must remain. */
  items: tolerantArray(iconFeatureSchema).refine((items) => items.length > 0, {
    message: "needs at least one feature",
  }),
  /** Columns on desktops, 1-4 (default 3); tablets show at most 2, phones 1. */
  numColumns: opt(z.number().int().min(1).max(4)),
});

export type IconFeatureListData = z.output<typeof iconFeatureListSchema>;
export type IconFeatureListInput = z.input<typeof iconFeatureListSchema>;
