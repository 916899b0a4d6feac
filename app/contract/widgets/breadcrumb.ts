import { z } from "zod";
import { componentDataSchema, looseObject, opt, tolerantArray } from "..";

export const breadcrumbItemSchema = looseObject({
  text: z.string().trim().min(1).max(80),
  /** Where the crumb leads (a path of this site or a web address); the last one needs none. */
  uri: opt(z.string().trim().max(2000)),
});

/** BREADCRUMB componentData: where the page sits, from the top down; the last item is this page. */
export const breadcrumbSchema = componentDataSchema.extend({
  /** Items failing the schema are dropped; 1 to 10 must remain. */
  items: tolerantArray(breadcrumbItemSchema).refine(
    (items) => items.length > 0 && items.length <= 10,
    { message: "needs 1 to 10 items" },
  ),
});

export type BreadcrumbData = z.output<typeof breadcrumbSchema>;
export type BreadcrumbInput = z.input<typeof breadcrumbSchema>;
