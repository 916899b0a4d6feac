import type { z } from "zod";
import { componentDataSchema } from "..";
import { perDeviceDimensionSchema } from "./layout-parts";

/** SPACER componentData: empty vertical space, its height per device class. */
export const spacerSchema = componentDataSchema.extend({
  /**
   * {MOBILE?, TABLET?, DESKTOP?}: a device class without its own height takes the nearest
   * class's, the smaller first (TABLET: MOBILE, then DESKTOP); no height at all is invalid.
   */
  height: perDeviceDimensionSchema,
});

export type SpacerData = z.output<typeof spacerSchema>;
export type SpacerInput = z.input<typeof spacerSchema>;
