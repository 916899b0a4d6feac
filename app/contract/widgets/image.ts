import { z } from "zod";
import { isSafeHref } from "../links";
import {
  componentDataSchema,
  imageSchema,
  lenientEnum,
  looseObject,
  opt,
  TEXT_ALIGNMENTS,
} from "..";
import { DEFAULT_IMAGE_WIDTH } from "./image-look";

export { DEFAULT_IMAGE_WIDTH };

/** The picture is the whole widget, so an address that could never render rejects the data. */
const displayableImageSchema = imageSchema.refine((image) => isSafeHref(image.url), {
  message: "image url must be http(s) or a path",
  path: ["url"],
});

export const imageWidgetSchema = looseObject({
  ...componentDataSchema.shape,
  image: displayableImageSchema,
  caption: opt(z.string()),
  /** Largest rendered width in CSS pixels; also the width asked of the resizer. */
  maxWidth: opt(z.number().int().positive().max(4000)),
  alignment: opt(lenientEnum(TEXT_ALIGNMENTS)),
});
export type ImageWidgetData = z.output<typeof imageWidgetSchema>;
