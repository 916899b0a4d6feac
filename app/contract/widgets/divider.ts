import { z } from "zod";
import { componentDataSchema, lenientEnum, opt } from "..";
import { DIVIDER_LINE_STYLES } from "./divider-look";

/** DIVIDER componentData: a horizontal rule, optionally with a short label in its middle. */
export const dividerSchema = componentDataSchema.extend({
  /** Default SOLID; an unknown style draws a solid line. */
  lineStyle: opt(lenientEnum(DIVIDER_LINE_STYLES)),
  /** px, 1-8 (default 1). */
  thickness: opt(z.number().int().min(1).max(8)),
  /** Space above and below the line in px, 0-120 (default 16). */
  spacing: opt(z.number().int().min(0).max(120)),
  /** Uses the primary colour instead of the border colour. */
  emphasis: opt(z.boolean()),
  /** A short word in the middle of the line ("or"). */
  label: opt(z.string().trim().min(1).max(60)),
});

export type DividerData = z.output<typeof dividerSchema>;
export type DividerInput = z.input<typeof dividerSchema>;
