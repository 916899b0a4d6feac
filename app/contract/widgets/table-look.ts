/** The table widget's looks and defaults: zod-free, for the browser (the schema is server-side). */

export const TABLE_EMPTY_TEXT = "Nothing here yet";

/** The header of the column of row actions (shown when a row carries an action). */
export const TABLE_ACTION_COLUMN = "Action";

/** A row action's button text when the row names none. */
export const TABLE_ACTION_DEFAULT_TEXT = "Open";
