import { z } from "zod";
import {
  EDITOR_LIMITS,
  FORM_LOGIC_ACTIONS,
  FORM_LOGIC_MATCHES,
  FORM_LOGIC_OPERATORS,
  PAGE_EDIT_OPERATIONS,
} from "./editor-values";
import { FORM_FIELD_TYPES } from "./field-texts";
import { lenientEnum, looseObject, opt, tolerantArray } from "./lenient";

/**
 * The admin editors' request and answer bodies (spec 02 section 7 shows the paths, not the
 * payloads; docs/contract.md "Admin editors" is ours). Every edit names the version it was based
 * on; the platform refuses an older one with 409 and EDITOR_TEXTS.pageChanged / formChanged.
 */

const ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]*$/;
const idText = z.string().trim().min(1).max(200).regex(ID, "Invalid id");
const version = z.number({ required_error: "version is required" }).int().min(1);
const position = z.number().int().min(0).max(10_000);

/** A widget's componentData as an editor sends it: an object, bounded when serialised. */
const componentData = z
  .record(z.unknown())
  .refine(
    (value) => JSON.stringify(value).length <= EDITOR_LIMITS.componentDataChars,
    `componentData is larger than ${EDITOR_LIMITS.componentDataChars} characters`,
  );

const pageEdit = { pageId: idText, version };

/** edit-page/update/cell: new componentData (component cells) and/or layout, span, header. */
export const updateCellRequestSchema = z.object({
  ...pageEdit,
  cellId: idText,
  componentData: componentData.optional(),
  layout: z.record(z.unknown()).optional(),
  header: z.record(z.unknown()).optional(),
  span: z.number().int().min(1).max(12).optional(),
});

/** edit-page/add/cell: a component cell of a registered kind, under a section or container. */
export const addCellRequestSchema = z.object({
  ...pageEdit,
  parentId: idText,
  position,
  componentType: z.string().trim().min(1).max(100),
  componentData,
});

/** edit-page/delete/cell: the cell and everything inside it. */
export const deleteCellRequestSchema = z.object({ ...pageEdit, cellId: idText });

/** edit-page/swap/cell: two cells of one parent trade places. */
export const swapCellRequestSchema = z.object({ ...pageEdit, cellId: idText, otherCellId: idText });

/** edit-page/move/cell: the cell goes to `position` among `parentId`'s children. */
export const moveCellRequestSchema = z.object({
  ...pageEdit,
  cellId: idText,
  parentId: idText,
  position,
});

/**
 * cms/cohort/operation/activity-group/activity/move: an activity (a row of an activity group's
 * TABLE, keyed by its activityId) to `position` in the same or another group of the dashboard.
 */
export const activityMoveRequestSchema = z.object({
  ...pageEdit,
  activityId: idText,
  toGroupId: idText,
  position,
});

/** Ours: edit-page/history, a page's edits, newest first. */
export const pageHistoryRequestSchema = z.object({ pageId: idText });

/** Ours: edit-page/revert: undoes the newest edit; `version` must be the current one. */
export const revertRequestSchema = z.object(pageEdit);

export const pageEditEntrySchema = looseObject({
  version: z.number().int(),
  operation: lenientEnum(PAGE_EDIT_OPERATIONS),
  summary: z.string(),
  by: looseObject({ userId: z.string(), name: z.string() }),
  at: z.string(),
});

export const pageHistoryAnswerSchema = looseObject({
  pageId: z.string(),
  version: z.number().int(),
  edits: tolerantArray(pageEditEntrySchema),
});

// ---- Forms ----

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
const fieldName = z
  .string()
  .trim()
  .regex(FIELD_NAME, "A field name is a letter, then letters, digits, _ . or -");

export const formLogicConditionSchema = z.object({
  field: fieldName,
  operator: z.enum(FORM_LOGIC_OPERATORS),
  value: z.string().max(200).optional(),
});

export const formLogicSchema = z.object({
  action: z.enum(FORM_LOGIC_ACTIONS),
  match: z.enum(FORM_LOGIC_MATCHES),
  conditions: z
    .array(formLogicConditionSchema)
    .min(1, "Add at least one condition")
    .max(EDITOR_LIMITS.logicConditions, `At most ${EDITOR_LIMITS.logicConditions} conditions`),
});

const optionSchema = z.object({
  label: z.string().trim().min(1, "An option needs a label").max(200),
  value: z.string().trim().min(1, "An option needs a value").max(200),
});

/** A form element as the form editor writes it (the FORM widget reads the same shape). */
export const formElementSchema = z
  .object({
    name: fieldName,
    label: z.string().trim().min(1, "A field needs a label").max(300),
    type: z.enum(FORM_FIELD_TYPES),
    required: z.boolean().optional(),
    placeholder: z.string().max(200).optional(),
    options: z.array(optionSchema).max(50).optional(),
    accept: z.string().max(200).optional(),
    maxBytes: z
      .number()
      .int()
      .positive()
      .max(20 * 1024 * 1024)
      .optional(),
    logic: formLogicSchema.optional(),
  })
  .superRefine((element, ctx) => {
    if ((element.type === "select" || element.type === "radio") && !element.options?.length) {
      ctx.addIssue({ code: "custom", path: ["options"], message: "Add at least one option" });
    }
  });
export type FormElement = z.output<typeof formElementSchema>;

const formEdit = { formId: idText, version };

export const addElementRequestSchema = z.object({
  ...formEdit,
  element: formElementSchema,
  /** Where it goes; absent: at the end. */
  position: position.optional(),
});
export const updateElementRequestSchema = z.object({
  ...formEdit,
  name: fieldName,
  element: formElementSchema,
});
export const deleteElementRequestSchema = z.object({ ...formEdit, name: fieldName });
export const duplicateElementRequestSchema = z.object({ ...formEdit, name: fieldName });
export const swapElementRequestSchema = z.object({
  ...formEdit,
  name: fieldName,
  otherName: fieldName,
});
export const moveElementRequestSchema = z.object({ ...formEdit, name: fieldName, position });
export const updateElementLogicRequestSchema = z.object({
  ...formEdit,
  name: fieldName,
  /** null: the field is always shown. */
  logic: formLogicSchema.nullable(),
});

/** spot/recording/login {token}: a one-time recording link's token. */
export const recordingLoginRequestSchema = z.object({
  token: z.string().trim().min(16).max(200),
});

/** The editors' calls answer 204 (spec 02: "no response"); a body, if any, is not read. */
export const noContentAnswerSchema = opt(z.unknown());

/** An edit's zod issues as `path.to.field` → first message (the editors show them per input). */
export function editErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    out[key] ??= issue.message;
  }
  return out;
}
