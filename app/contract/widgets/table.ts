import { z } from "zod";
import { componentDataSchema, looseObject, opt, serverActionSchema, tolerantArray } from "..";
import { pageElementActionSchema } from "../pending";
import { TABLE_EMPTY_TEXT } from "./table-look";

export { TABLE_EMPTY_TEXT };

export const tableColumnSchema = looseObject({
  /** The row field this column shows. */
  key: z.string().trim().min(1),
  title: z.string(),
});

const cellValueSchema = z.union([z.string(), z.number(), z.null()]);
/**
 * A row's action (docs/contract.md, "Pending actions and callbacks"): a server action, or a
 * page-element action {action, cellId, pageId, replace, widgetName}; actionText labels its button.
 */
export const tableRowActionSchema = z.union([pageElementActionSchema, serverActionSchema]);
export const tableRowSchema = z
  .object({ action: opt(tableRowActionSchema), actionText: opt(z.string()) })
  .catchall(cellValueSchema);
export type TableRow = z.output<typeof tableRowSchema>;

/** TABLE componentData, e.g. a learning plan with columns Module, Topic, Type, Status, Due Date. */
export const tableSchema = componentDataSchema.extend({
  caption: opt(z.string()),
  columns: tolerantArray(tableColumnSchema).refine(
    (c) => c.length > 0,
    "needs at least one column",
  ),
  /** Rows that are not flat key -> string|number records are dropped. */
  rows: opt(tolerantArray(tableRowSchema)),
});

export type TableData = z.output<typeof tableSchema>;
export type TableInput = z.input<typeof tableSchema>;
