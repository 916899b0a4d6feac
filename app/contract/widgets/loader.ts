import { z } from "zod";
import { componentDataSchema, lenientEnum, opt } from "..";
import { LOADER_VIEW_TYPES } from "./loader-look";

/** LOADER componentData (spec 01 layout container LOADER): a loading state. */
export const loaderSchema = componentDataSchema.extend({
  /** SPINNER (default) or SKELETON; an unknown look is a SPINNER. */
  viewType: opt(lenientEnum(LOADER_VIEW_TYPES)),
  /** What the status says; default "Loading…". */
  text: opt(z.string().trim().min(1).max(120)),
  /** The text is shown; otherwise only assistive technology reads it. */
  showText: opt(z.boolean()),
  /** SKELETON placeholder lines, 1-8 (default 3). */
  lines: opt(z.number().int().min(1).max(8)),
});

export type LoaderData = z.output<typeof loaderSchema>;
export type LoaderInput = z.input<typeof loaderSchema>;
