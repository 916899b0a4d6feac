import { z } from "zod";
import { componentDataSchema, imageSchema, looseObject, opt, tolerantArray } from "..";
import { displayLinkSchema } from "./display-link";

export const alumnusSchema = looseObject({
  name: z.string().trim().min(1),
  image: opt(imageSchema),
  /** "Product Manager Fellowship, 2025". */
  programme: opt(z.string()),
  beforeRole: opt(z.string()),
  beforeCompany: opt(z.string()),
  afterRole: z.string().trim().min(1),
  afterCompany: opt(z.string()),
  companyLogo: opt(imageSchema),
  /** "2.1x salary", "120% hike". */
  highlight: opt(z.string()),
  quote: opt(z.string()),
  storyLink: opt(displayLinkSchema),
});
export type Alumnus = z.output<typeof alumnusSchema>;

/** ALUMNI_SPOTLIGHT componentData: graduates' career moves, before and after. */
export const alumniSpotlightSchema = componentDataSchema.extend({
  alumni: tolerantArray(alumnusSchema).refine((a) => a.length > 0, "needs at least one alumnus"),
});

export type AlumniSpotlightData = z.output<typeof alumniSpotlightSchema>;
export type AlumniSpotlightInput = z.input<typeof alumniSpotlightSchema>;
