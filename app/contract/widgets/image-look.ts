/** The image widget's looks and defaults: zod-free, for the browser (the schema is server-side). */

/** Width used when the data sets none: the content column. */
export const DEFAULT_IMAGE_WIDTH = 1200;
