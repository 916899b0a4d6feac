import {
  EDITOR_LIMITS,
  FORM_LOGIC_OPERATORS,
  type FormLogic,
  type FormLogicCondition,
  type FormLogicOperator,
} from "~/contract/editor-values";
import { FORM_FIELD_TYPES, type FormFieldType } from "~/contract/field-texts";
import type { FormField, FormOption } from "~/contract/widgets/form";

/**
 * The form editor's drafts (what the admin is typing) and the JSON they become: the element of
 * add-element / update-element and the rule of update-element-logic (docs/contract.md, "Admin
 * editors"). Plain functions without zod: the platform's formElementSchema / formLogicSchema
 * judge the result and answer field errors, which the editor shows beside the inputs.
 */

/** The kinds an admin picks from, in words. */
export const FIELD_TYPE_TEXTS: Record<FormFieldType, string> = {
  text: "Short text",
  email: "Email",
  phone: "Phone number",
  select: "Drop-down list",
  checkbox: "Checkbox",
  radio: "Radio buttons",
  textarea: "Long text",
  file: "File upload",
};

export const FIELD_TYPES: readonly FormFieldType[] = FORM_FIELD_TYPES;

const MB = 1024 * 1024;

export interface OptionDraft {
  label: string;
  /** Empty: made from the label when the element is built. */
  value: string;
}

/** An element as its edit form holds it: text as typed. */
export interface ElementDraft {
  name: string;
  label: string;
  type: FormFieldType;
  required: boolean;
  placeholder: string;
  options: OptionDraft[];
  accept: string;
  /** The largest file in MB, as typed. */
  maxMegabytes: string;
}

/** The element JSON the platform's formElementSchema reads. */
export interface ElementJson {
  name: string;
  label: string;
  type: FormFieldType;
  required: boolean;
  placeholder?: string;
  options?: FormOption[];
  accept?: string;
  maxBytes?: number;
  logic?: FormLogic;
}

export const takesOptions = (type: FormFieldType) => type === "select" || type === "radio";
/** Text-like kinds and the drop-down (its empty choice's words) have a placeholder. */
export const takesPlaceholder = (type: FormFieldType) =>
  type !== "checkbox" && type !== "radio" && type !== "file";

export function emptyElementDraft(): ElementDraft {
  return {
    name: "",
    label: "",
    type: "text",
    required: false,
    placeholder: "",
    options: [{ label: "", value: "" }],
    accept: "",
    maxMegabytes: "",
  };
}

export function elementDraftOf(field: FormField): ElementDraft {
  return {
    name: field.name,
    label: field.label,
    type: field.type,
    required: field.required ?? false,
    placeholder: field.placeholder ?? "",
    options: field.options?.length
      ? field.options.map((option) => ({ label: option.label, value: option.value }))
      : [{ label: "", value: "" }],
    accept: field.accept ?? "",
    maxMegabytes: field.maxBytes ? String(Math.round((field.maxBytes / MB) * 100) / 100) : "",
  };
}

/** "Data Analyst" → "data-analyst": an option's value when the admin gave none. */
export function slugOf(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 200);
}

/** "Portfolio link" → "portfolioLink": a name suggested while the admin types a new label. */
export function nameFromLabel(label: string): string {
  const words = label
    .trim()
    .replace(/[^A-Za-z0-9 ]+/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  const name = words
    .map((word, i) =>
      i === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join("")
    .replace(/^[^A-Za-z]+/, "");
  return name.slice(0, 64);
}

/** The size typed in MB as bytes; NaN for a size that is not a positive number. */
function bytesOf(megabytes: string): number | undefined {
  const text = megabytes.trim();
  if (text === "") return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? Math.round(value * MB) : Number.NaN;
}

/**
 * The element to send: trimmed text, the parts that belong to its kind only (options for a
 * drop-down or radio buttons, accept and size for a file, a placeholder for text), and the rule
 * it already has (an update replaces the element whole, and must not drop its rule).
 */
export function elementJsonOf(draft: ElementDraft, logic?: FormLogic): ElementJson {
  const element: ElementJson = {
    name: draft.name.trim(),
    label: draft.label.trim(),
    type: draft.type,
    required: draft.required,
  };
  const placeholder = draft.placeholder.trim();
  if (takesPlaceholder(draft.type) && placeholder) element.placeholder = placeholder;
  if (takesOptions(draft.type)) {
    // Every row goes, an empty one too: the platform's errors ("options.1.label") then name
    // the row the admin sees.
    element.options = draft.options.map((option) => {
      const label = option.label.trim();
      return { label, value: option.value.trim() || slugOf(label) };
    });
  }
  if (draft.type === "file") {
    const accept = draft.accept.trim();
    if (accept) element.accept = accept;
    const bytes = bytesOf(draft.maxMegabytes);
    if (bytes !== undefined && Number.isFinite(bytes)) element.maxBytes = bytes;
  }
  if (logic) element.logic = logic;
  return element;
}

/**
 * What the editor can tell before sending (the platform checks the rest): a size that is not a
 * number, a name another field has. Keys are the platform's error paths.
 */
export function elementProblems(
  draft: ElementDraft,
  otherNames: readonly string[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (draft.type === "file" && Number.isNaN(bytesOf(draft.maxMegabytes) ?? 0)) {
    problems["element.maxBytes"] = "Enter the largest size in MB, for example 5";
  }
  const name = draft.name.trim();
  if (name && otherNames.includes(name)) {
    problems["element.name"] = `Another field is already named "${name}"`;
  }
  return problems;
}

// ---- Show/hide rules ----

export interface ConditionDraft {
  field: string;
  operator: FormLogicOperator;
  value: string;
}

export interface LogicDraft {
  action: FormLogic["action"];
  match: FormLogic["match"];
  conditions: ConditionDraft[];
}

export const OPERATORS: readonly FormLogicOperator[] = FORM_LOGIC_OPERATORS;

export const operatorTakesValue = (operator: FormLogicOperator) =>
  operator !== "IS_EMPTY" && operator !== "IS_NOT_EMPTY";

/** The fields a rule of `self` may depend on: every other field. */
export function conditionFieldsFor(fields: readonly FormField[], self: string): FormField[] {
  return fields.filter((field) => field.name !== self);
}

/**
 * The values a condition on this field picks from: a drop-down's or radio group's options, a
 * checkbox's "true" (ticked); undefined for a field typed freely.
 */
export function valueChoicesOf(field: FormField | undefined): FormOption[] | undefined {
  if (!field) return undefined;
  if (takesOptions(field.type)) return field.options ?? [];
  if (field.type === "checkbox") return [{ label: "ticked", value: "true" }];
  return undefined;
}

/** A new condition on `fieldName`: "is" its first choice (or nothing yet, typed freely). */
export function conditionOn(fields: readonly FormField[], fieldName: string): ConditionDraft {
  const field = fields.find((other) => other.name === fieldName);
  return { field: fieldName, operator: "EQUALS", value: valueChoicesOf(field)?.[0]?.value ?? "" };
}

/** The rule of `self` as its form starts: its own, or "show when" the first other field. */
export function logicDraftOf(
  logic: FormLogic | undefined,
  fields: readonly FormField[],
  self: string,
): LogicDraft {
  if (logic) {
    return {
      action: logic.action,
      match: logic.match,
      conditions: logic.conditions.map((condition) => ({
        field: condition.field,
        operator: condition.operator,
        value: condition.value ?? "",
      })),
    };
  }
  const first = conditionFieldsFor(fields, self)[0];
  return {
    action: "SHOW",
    match: "ALL",
    conditions: first ? [conditionOn(fields, first.name)] : [],
  };
}

/** A condition's field changed: its value starts again from the new field's first choice. */
export function withConditionField(
  draft: LogicDraft,
  index: number,
  fields: readonly FormField[],
  fieldName: string,
): LogicDraft {
  const conditions = draft.conditions.map((condition, i) =>
    i === index ? { ...conditionOn(fields, fieldName), operator: condition.operator } : condition,
  );
  return { ...draft, conditions };
}

export function withCondition(draft: LogicDraft, fields: readonly FormField[], self: string) {
  if (draft.conditions.length >= EDITOR_LIMITS.logicConditions) return draft;
  const first = conditionFieldsFor(fields, self)[0];
  if (!first) return draft;
  return { ...draft, conditions: [...draft.conditions, conditionOn(fields, first.name)] };
}

export function withoutCondition(draft: LogicDraft, index: number): LogicDraft {
  return { ...draft, conditions: draft.conditions.filter((_, i) => i !== index) };
}

/** The rule to send: a value only where the operator compares one, trimmed. */
export function logicJsonOf(draft: LogicDraft): FormLogic {
  return {
    action: draft.action,
    match: draft.match,
    conditions: draft.conditions.map((condition): FormLogicCondition => {
      const out: FormLogicCondition = { field: condition.field, operator: condition.operator };
      if (operatorTakesValue(condition.operator)) out.value = condition.value.trim();
      return out;
    }),
  };
}

// ---- The preview ----

/** What the editor has open: a new element, an element's edit form, an element's rule. */
export interface OpenDrafts {
  adding?: { draft: ElementDraft; position: number };
  editing?: { name: string; draft: ElementDraft };
  rule?: { name: string; draft: LogicDraft };
}

function previewFieldOf(draft: ElementDraft, logic: FormLogic | undefined, fallback: string) {
  const element = elementJsonOf(draft, logic);
  const field: FormField = {
    name: element.name || fallback,
    label: element.label || "(no label yet)",
    type: element.type,
    required: element.required,
    placeholder: element.placeholder,
    options: element.options,
    accept: element.accept,
    maxBytes: element.maxBytes,
    logic: element.logic,
  };
  return field;
}

/**
 * The form as a learner would get it with the open drafts saved: the element being edited as
 * typed, the rule being edited, the new element in its place. Names stay unique (the preview's
 * inputs are keyed by them); a draft without a name yet gets a stand-in.
 */
export function previewFieldsOf(fields: readonly FormField[], open: OpenDrafts): FormField[] {
  const out: FormField[] = fields.map((field) => {
    let next = field;
    if (open.editing?.name === field.name) {
      next = previewFieldOf(open.editing.draft, field.logic, field.name);
    }
    if (open.rule?.name === field.name) {
      const conditions = open.rule.draft.conditions.filter((condition) => condition.field);
      next = {
        ...next,
        logic: conditions.length ? logicJsonOf({ ...open.rule.draft, conditions }) : undefined,
      };
    }
    return next;
  });
  if (open.adding) {
    const added = previewFieldOf(open.adding.draft, undefined, "newField");
    out.splice(Math.min(open.adding.position, out.length), 0, added);
  }
  const seen = new Set<string>();
  return out.map((field) => {
    let name = field.name;
    for (let n = 2; seen.has(name); n += 1) name = `${field.name}-${n}`;
    seen.add(name);
    return name === field.name ? field : { ...field, name };
  });
}
