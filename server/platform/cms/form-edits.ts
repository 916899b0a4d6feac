import type { z } from "zod";
import type {
  addElementRequestSchema,
  deleteElementRequestSchema,
  duplicateElementRequestSchema,
  FormElement,
  moveElementRequestSchema,
  swapElementRequestSchema,
  updateElementLogicRequestSchema,
  updateElementRequestSchema,
} from "~/contract/editor";
import { EDITOR_LIMITS, EDITOR_TEXTS, type FormLogic } from "~/contract/editor-values";
import { formFieldSchema } from "~/contract/widgets/form";
import type { FormDefinition, FormFieldDefinition } from "../db/records";
import { invalidEdit, notFound, refused, type EditErrors } from "./cms-error";
import type { LocatedEdit } from "./cell-edits";

/**
 * The form editor's edits of a form definition's fields (docs/contract.md, "Admin editors"), in
 * the same two steps as the cell edits: find the fields (404), then (after the service's version
 * check, 409) `commit` checks the edit (400) and gives the new fields and a summary. Every page
 * showing the form gets the new fields with its next answer (routes/page.ts).
 */

export interface FormEditOutcome {
  fields: FormFieldDefinition[];
  summary: string;
}

export type FormEdit = (form: FormDefinition) => LocatedEdit<FormEditOutcome>;

const NAME_TAKEN = "Another field of this form has this name";
const OTHER_FIELD = "Choose another field of this form";
const SAME_FIELD = "Choose another field to swap with";
const TOO_MANY = `A form has at most ${EDITOR_LIMITS.formElements} fields`;

function find(form: FormDefinition, name: string): FormFieldDefinition {
  const field = form.fields.find((candidate) => candidate.name === name);
  if (!field) throw notFound(EDITOR_TEXTS.elementNotFound);
  return field;
}

/** The element as stored: the keys it has, none set to undefined. */
function definitionOf(element: FormElement): FormFieldDefinition {
  return Object.fromEntries(
    Object.entries(element).filter(([, value]) => value !== undefined),
  ) as unknown as FormFieldDefinition;
}

/** A rule may name only other fields of the form, never the field it belongs to. */
function logicErrors(
  logic: FormLogic | undefined,
  owner: string,
  names: ReadonlySet<string>,
  at: string,
): EditErrors {
  const errors: EditErrors = {};
  logic?.conditions.forEach((condition, i) => {
    if (condition.field === owner || !names.has(condition.field)) {
      errors[`${at}.conditions.${i}.field`] = OTHER_FIELD;
    }
  });
  return errors;
}

/**
 * An element about to be stored among `others` (the form's other fields): the FORM widget's own
 * rules (reserved names), a name of its own, and a rule that names other fields.
 */
function checkElement(element: FormElement, others: readonly FormFieldDefinition[]) {
  const errors: EditErrors = {};
  const widget = formFieldSchema.safeParse(element);
  if (!widget.success) {
    for (const issue of widget.error.issues) {
      errors[["element", ...issue.path].join(".")] ??= issue.message;
    }
  }
  if (others.some((field) => field.name === element.name)) errors["element.name"] = NAME_TAKEN;
  const names = new Set([...others.map((field) => field.name), element.name]);
  Object.assign(errors, logicErrors(element.logic, element.name, names, "element.logic"));
  if (Object.keys(errors).length > 0) throw invalidEdit(errors);
}

/** Fields whose rules named `name`: now `rename` (a renamed field), or without that condition. */
function followReferences(
  fields: readonly FormFieldDefinition[],
  name: string,
  rename?: string,
): { fields: FormFieldDefinition[]; dropped: number } {
  let dropped = 0;
  const next = fields.map((field) => {
    if (!field.logic?.conditions.some((condition) => condition.field === name)) return field;
    const conditions = field.logic.conditions.flatMap((condition) => {
      if (condition.field !== name) return [condition];
      if (rename) return [{ ...condition, field: rename }];
      dropped += 1;
      return [];
    });
    const { logic, ...rest } = field;
    return conditions.length ? { ...rest, logic: { ...logic, conditions } } : rest;
  });
  return { fields: next, dropped };
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));

function tooMany(form: FormDefinition) {
  if (form.fields.length >= EDITOR_LIMITS.formElements) throw refused(TOO_MANY, "element");
}

export function addElement(request: z.output<typeof addElementRequestSchema>): FormEdit {
  return (form) => ({
    commit() {
      tooMany(form);
      checkElement(request.element, form.fields);
      const fields = [...form.fields];
      const position = clamp(request.position ?? fields.length, fields.length);
      fields.splice(position, 0, definitionOf(request.element));
      return { fields, summary: `Added field ${request.element.name}` };
    },
  });
}

export function updateElement(request: z.output<typeof updateElementRequestSchema>): FormEdit {
  return (form) => {
    const field = find(form, request.name);
    return {
      commit() {
        const others = form.fields.filter((candidate) => candidate !== field);
        checkElement(request.element, others);
        const renamed = request.element.name !== field.name;
        const updated = form.fields.map((candidate) =>
          candidate === field ? definitionOf(request.element) : candidate,
        );
        const fields = renamed
          ? followReferences(updated, field.name, request.element.name).fields
          : updated;
        return {
          fields,
          summary: renamed
            ? `Updated field ${field.name} (now ${request.element.name})`
            : `Updated field ${field.name}`,
        };
      },
    };
  };
}

/**
 * Deleting a field also deletes the conditions of other fields' rules that named it (and a rule
 * left without conditions), so no rule waits on a field that is gone.
 */
export function deleteElement(request: z.output<typeof deleteElementRequestSchema>): FormEdit {
  return (form) => {
    const field = find(form, request.name);
    return {
      commit() {
        if (form.fields.length === 1) throw refused(EDITOR_TEXTS.lastFormElement, "name");
        const left = form.fields.filter((candidate) => candidate !== field);
        const { fields, dropped } = followReferences(left, field.name);
        const also = dropped ? ` and ${dropped} rule condition${dropped > 1 ? "s" : ""} on it` : "";
        return { fields, summary: `Deleted field ${field.name}${also}` };
      },
    };
  };
}

/** `email_copy`, then `email_copy2`, `email_copy3` ... (within the 64 characters of a name). */
function copyName(name: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? "_copy" : `_copy${n}`;
    const candidate = `${name.slice(0, 64 - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export function duplicateElement(
  request: z.output<typeof duplicateElementRequestSchema>,
): FormEdit {
  return (form) => {
    const field = find(form, request.name);
    return {
      commit() {
        tooMany(form);
        const name = copyName(field.name, new Set(form.fields.map((candidate) => candidate.name)));
        const fields = [...form.fields];
        fields.splice(fields.indexOf(field) + 1, 0, {
          ...structuredClone(field),
          name,
          label: `${field.label} (copy)`.slice(0, 300),
        });
        return { fields, summary: `Duplicated field ${field.name} as ${name}` };
      },
    };
  };
}

export function swapElements(request: z.output<typeof swapElementRequestSchema>): FormEdit {
  return (form) => {
    const field = find(form, request.name);
    const other = find(form, request.otherName);
    return {
      commit() {
        if (field === other) throw invalidEdit({ otherName: SAME_FIELD });
        const fields = [...form.fields];
        const a = fields.indexOf(field);
        const b = fields.indexOf(other);
        [fields[a], fields[b]] = [fields[b], fields[a]];
        return { fields, summary: `Swapped fields ${field.name} and ${other.name}` };
      },
    };
  };
}

export function moveElement(request: z.output<typeof moveElementRequestSchema>): FormEdit {
  return (form) => {
    const field = find(form, request.name);
    return {
      commit() {
        const fields = form.fields.filter((candidate) => candidate !== field);
        const position = clamp(request.position, fields.length);
        fields.splice(position, 0, field);
        return { fields, summary: `Moved field ${field.name} to position ${position + 1}` };
      },
    };
  };
}

export function updateElementLogic(
  request: z.output<typeof updateElementLogicRequestSchema>,
): FormEdit {
  return (form) => {
    const field = find(form, request.name);
    return {
      commit() {
        const names = new Set(form.fields.map((candidate) => candidate.name));
        const { logic: _old, ...rest } = field;
        let next: FormFieldDefinition = rest;
        if (request.logic) {
          const errors = logicErrors(request.logic, field.name, names, "logic");
          if (Object.keys(errors).length > 0) throw invalidEdit(errors);
          next = { ...rest, logic: request.logic };
        }
        return {
          fields: form.fields.map((candidate) => (candidate === field ? next : candidate)),
          summary: request.logic
            ? `Set the show/hide rule of field ${field.name}`
            : `Removed the show/hide rule of field ${field.name}`,
        };
      },
    };
  };
}
