import type { z } from "zod";
import { UPSTREAM_CALLS, type UpstreamCallName } from "~/contract/calls";
import { EDIT_INTENTS, type EditIntent } from "~/contract/editor-values";
import { editErrorsOf } from "~/contract/editor";
import { readComponentData } from "./component-data.server";

/**
 * Which catalogue call each intent of POST /api/edit makes, and its body from the posted fields.
 * The browser names an intent, never a path; every body is checked with the call's own request
 * schema here, so a bad edit is refused with field errors before anything goes upstream.
 */
const INTENT_CALLS: Record<Exclude<EditIntent, "preview">, UpstreamCallName> = {
  "update-cell": "editPageUpdateCell",
  "add-cell": "editPageAddCell",
  "delete-cell": "editPageDeleteCell",
  "swap-cell": "editPageSwapCell",
  "move-cell": "editPageMoveCell",
  "move-activity": "cmsActivityMove",
  revert: "editPageRevert",
  history: "editPageHistory",
  "add-element": "editFormAddElement",
  "update-element": "editFormUpdateElement",
  "delete-element": "editFormDeleteElement",
  "duplicate-element": "editFormDuplicateElement",
  "swap-element": "editFormSwapElement",
  "move-element": "editFormMoveElement",
  "update-element-logic": "editFormUpdateElementLogic",
};

export function isEditIntent(value: unknown): value is EditIntent {
  return typeof value === "string" && (EDIT_INTENTS as readonly string[]).includes(value);
}

export function isFormIntent(intent: EditIntent): boolean {
  return intent.endsWith("-element") || intent === "update-element-logic";
}

export type BuiltEdit =
  | { ok: true; call: UpstreamCallName; body: unknown }
  | { ok: false; errors: Record<string, string> };

/** Text fields as numbers where the schema wants numbers; "" stays absent. */
function numberOf(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === "") return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : Number.NaN;
}

function jsonOf(text: string | undefined, field: string, errors: Record<string, string>) {
  if (text === undefined || text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    errors[field] = "This is not valid JSON";
    return undefined;
  }
}

/** Where the posted fields go in each intent's body (beside its ids and version). */
function bodyOf(
  intent: Exclude<EditIntent, "preview">,
  fields: Record<string, string>,
  form: FormData,
  sampleOf: (kind: string) => Record<string, unknown> | undefined,
  errors: Record<string, string>,
): Record<string, unknown> {
  const page = { pageId: fields.pageId, version: numberOf(fields.version) };
  const formEdit = { formId: fields.formId, version: numberOf(fields.version) };
  switch (intent) {
    case "update-cell":
    case "add-cell": {
      const kind = fields.componentType ?? "";
      const read = readComponentData(form, kind);
      if (!read.ok) Object.assign(errors, read.errors);
      const componentData = read.ok
        ? (read.value ?? (intent === "add-cell" ? sampleOf(kind) : undefined))
        : undefined;
      if (intent === "update-cell") {
        return { ...page, cellId: fields.cellId, componentData, span: numberOf(fields.span) };
      }
      return {
        ...page,
        parentId: fields.parentId,
        position: numberOf(fields.position),
        componentType: kind,
        componentData: componentData ?? {},
      };
    }
    case "delete-cell":
      return { ...page, cellId: fields.cellId };
    case "swap-cell":
      return { ...page, cellId: fields.cellId, otherCellId: fields.otherCellId };
    case "move-cell":
      return {
        ...page,
        cellId: fields.cellId,
        parentId: fields.parentId,
        position: numberOf(fields.position),
      };
    case "move-activity":
      return {
        ...page,
        activityId: fields.activityId,
        toGroupId: fields.toGroupId,
        // The no-JavaScript form asks for a place counted from 1.
        position:
          fields.place !== undefined
            ? (numberOf(fields.place) ?? 1) - 1
            : numberOf(fields.position),
      };
    case "revert":
      return page;
    case "history":
      return { pageId: fields.pageId };
    case "add-element":
      return {
        ...formEdit,
        element: jsonOf(fields.element, "element", errors),
        position: numberOf(fields.position),
      };
    case "update-element":
      return { ...formEdit, name: fields.name, element: jsonOf(fields.element, "element", errors) };
    case "delete-element":
    case "duplicate-element":
      return { ...formEdit, name: fields.name };
    case "swap-element":
      return { ...formEdit, name: fields.name, otherName: fields.otherName };
    case "move-element":
      return { ...formEdit, name: fields.name, position: numberOf(fields.position) };
    case "update-element-logic":
      return {
        ...formEdit,
        name: fields.name,
        logic: jsonOf(fields.logic, "logic", errors) ?? null,
      };
  }
}

/** The call and checked body of an intent, or the field errors that keep it from going. */
export function buildEdit(
  intent: Exclude<EditIntent, "preview">,
  fields: Record<string, string>,
  form: FormData,
  sampleOf: (kind: string) => Record<string, unknown> | undefined,
): BuiltEdit {
  const errors: Record<string, string> = {};
  const call = INTENT_CALLS[intent];
  const body = bodyOf(intent, fields, form, sampleOf, errors);
  if (Object.keys(errors).length) return { ok: false, errors };
  const parsed = (UPSTREAM_CALLS[call].request as z.ZodTypeAny).safeParse(body);
  if (!parsed.success) return { ok: false, errors: editErrorsOf(parsed.error) };
  return { ok: true, call, body: parsed.data };
}
