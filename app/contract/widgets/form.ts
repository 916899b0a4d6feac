import { z } from "zod";
import { ACTION_FIELDS } from "../values";
import {
  componentDataSchema,
  lenientEnum,
  looseObject,
  opt,
  serverActionSchema,
  tolerantArray,
} from "..";
import { FORM_FIELD_TYPES, type FormFieldType } from "../field-texts";
import { formLogicSchema } from "../editor";
import type { FormLogic } from "../editor-values";
import { DEFAULT_FORM_SUCCESS, DEFAULT_SUBMIT_TEXT } from "./form-look";

export { DEFAULT_FORM_SUCCESS, DEFAULT_SUBMIT_TEXT };

export { FORM_FIELD_TYPES, type FormFieldType };

/** The dispatcher's intents a FORM may post (docs/decisions/006); FORM_SUBMIT by default. */
export const FORM_INTENTS = [
  "FORM_SUBMIT",
  "MENTORSHIP_ENROLMENT",
  "PROFILE_SUBMIT",
  "PART_CHECKOUT",
  "PROFILE_IMAGE_UPLOAD",
  "RESUME_UPLOAD",
] as const;

/** Field names the posting convention (and the human check) reserve. */
const RESERVED_NAMES: readonly string[] = [...Object.values(ACTION_FIELDS), "captchaToken"];

/** A name that is safe as a form field name and as part of an element id. */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;

const scalarText = z
  .union([z.string(), z.number(), z.boolean()])
  .transform((value) => String(value));

export const formOptionSchema = looseObject({
  label: z.string().trim().min(1),
  value: scalarText,
});
export type FormOption = z.output<typeof formOptionSchema>;

export const formFieldSchema = looseObject({
  name: z
    .string()
    .trim()
    .regex(FIELD_NAME, "a field name is a letter, then letters, digits, _ . or -")
    .refine((name) => !RESERVED_NAMES.includes(name), "this field name is reserved"),
  label: z.string().trim().min(1),
  type: opt(lenientEnum(FORM_FIELD_TYPES)),
  required: opt(z.boolean()),
  placeholder: opt(z.string()),
  options: opt(tolerantArray(formOptionSchema)),
  /** file: the accepted types, e.g. "application/pdf,.pdf". */
  accept: opt(z.string()),
  /** file: the largest file, in bytes. */
  maxBytes: opt(z.number().int().positive()),
  /** The initial value (checkbox: "true"/"on" ticks it). */
  value: opt(scalarText),
  /** Shown or hidden by other fields' values (the form editor's rule); a broken rule is dropped. */
  logic: formLogicSchema.optional().catch(undefined),
});

/** A field as it renders: its type narrowed to a known one (unknown extra keys dropped). */
export interface FormField {
  name: string;
  label: string;
  type: FormFieldType;
  required?: boolean;
  placeholder?: string;
  options?: FormOption[];
  accept?: string;
  maxBytes?: number;
  value?: string;
  logic?: FormLogic;
}

function knownType(type: string | undefined): FormFieldType {
  return (FORM_FIELD_TYPES as readonly string[]).includes(type ?? "")
    ? (type as FormFieldType)
    : "text";
}

/**
 * Fields with a usable name and label; a select or radio group needs options, and a name that
 * repeats an earlier field's is dropped (both would post under one name).
 */
const fieldsSchema = tolerantArray(formFieldSchema).transform((fields) => {
  const seen = new Set<string>();
  const out: FormField[] = [];
  for (const field of fields) {
    const type = knownType(field.type);
    if ((type === "select" || type === "radio") && !field.options?.length) continue;
    if (seen.has(field.name)) continue;
    seen.add(field.name);
    out.push({
      name: field.name,
      label: field.label,
      type,
      required: field.required,
      placeholder: field.placeholder,
      options: field.options,
      accept: field.accept,
      maxBytes: field.maxBytes,
      value: field.value,
      logic: field.logic,
    });
  }
  return out;
});

/** FORM componentData (docs/contract.md, decision 006). */
export const formSchema = componentDataSchema.extend({
  formId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/, "formId: letters, digits, _ . : -"),
  title: opt(z.string()),
  description: opt(z.string()),
  submitText: opt(z.string()),
  successMessage: opt(z.string()),
  intent: opt(lenientEnum(FORM_INTENTS)),
  /** The ServerAction posted as `action`: uri for FORM_SUBMIT, requestObject for the others. */
  submitAction: opt(serverActionSchema),
  /** Ours: the form definition's version, which the form editor sends back with each edit. */
  formVersion: opt(z.number().int().min(1)),
  fields: fieldsSchema.refine((fields) => fields.length > 0, "needs at least one field"),
});

export type FormWidgetData = z.output<typeof formSchema>;
export type FormInput = z.input<typeof formSchema>;
