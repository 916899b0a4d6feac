import { z } from "zod";
import { componentDataSchema, imageSchema, looseObject, tolerantArray } from "..";

export const logoSchema = looseObject({
  image: imageSchema,
  /** Company name; the logo's alt text when the image has none. */
  name: z.string().trim().min(1),
});

/** LOGO_STRIP componentData: hiring partners and other company logos. */
export const logoStripSchema = componentDataSchema.extend({
  logos: tolerantArray(logoSchema).refine((logos) => logos.length > 0, "needs at least one logo"),
});

export type LogoStripData = z.output<typeof logoStripSchema>;
export type LogoStripInput = z.input<typeof logoStripSchema>;
