/** The table widget's looks and defaults: zod-free, for the browser (the schema is server-side). */

export const TABLE_EMPTY_TEXT = "Nothing here yet";
