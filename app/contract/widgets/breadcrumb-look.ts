/** The breadcrumb widget's texts: zod-free, for the browser (the schema is server-side). */

/** The navigation landmark's name. */
export const BREADCRUMB_LABEL = "Breadcrumb";
