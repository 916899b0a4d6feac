import { knownOr } from "../known";

/** The page-title widget's looks and defaults: zod-free, for the browser (the schema is server-side). */

/** Spec 01 section 3: page title styles. Any other value is shown in the DEFAULT look. */
export const PAGE_TITLE_VIEW_TYPES = [
  "DEFAULT",
  "PAGE_TITLE_V2",
  "PAGE_TITLE_MEDIA_CARD",
  "WITH_BORDER_LINE",
] as const;
export type PageTitleLook = (typeof PAGE_TITLE_VIEW_TYPES)[number];

export function pageTitleLook(viewType: string | undefined): PageTitleLook {
  return knownOr(PAGE_TITLE_VIEW_TYPES, viewType, "DEFAULT");
}
