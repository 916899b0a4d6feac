import { z } from "zod";
import { componentDataSchema, looseObject, mediaObjectKeySchema, opt } from "..";

/**
 * A video behind a signed address (spec 02 section 3, video signing): the page names the object
 * key; the address to play it is asked for when the learner presses play, through the BFF's
 * /api/video-sign (the upstream's /api/v1/aws/cloudfront/sign-cookies).
 */
export const videoWidgetSchema = looseObject({
  ...componentDataSchema.shape,
  title: z.string().trim().min(1).max(200),
  objectKey: mediaObjectKeySchema,
  /** Shown under the title, e.g. "4 min · Module 4". */
  subText: opt(z.string().max(200)),
  aspectRatioX: opt(z.number().positive().max(100)),
  aspectRatioY: opt(z.number().positive().max(100)),
});
export type VideoWidgetData = z.output<typeof videoWidgetSchema>;
