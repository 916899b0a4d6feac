import { z } from "zod";
import { componentDataSchema, looseObject, opt, tolerantArray } from "..";

/**
 * Ids a tab may point at. Only letters, digits, "-" and "_" so that "#id" can never become
 * another scheme, a path or markup; a leading "#" from upstream is accepted and dropped.
 */
export const SAFE_TARGET_ID = /^[A-Za-z0-9_-]{1,64}$/;

const targetIdSchema = z
  .string()
  .trim()
  .transform((id) => id.replace(/^#/, ""))
  .pipe(z.string().regex(SAFE_TARGET_ID, "targetId may only hold letters, digits, - and _"));

export const tabSchema = looseObject({
  title: z.string().trim().min(1),
  targetId: targetIdSchema,
});

/** TABS_NAV componentData: anchors to sections of the same page. */
export const tabsNavSchema = componentDataSchema.extend({
  tabs: tolerantArray(tabSchema).refine((tabs) => tabs.length > 0, "needs at least one valid tab"),
  /** Accessible name of the navigation landmark. */
  ariaLabel: opt(z.string()),
});

export type TabsNavData = z.output<typeof tabsNavSchema>;
export type TabsNavInput = z.input<typeof tabsNavSchema>;
