import { visibleFieldNames } from "~/contract/editor-values";
import { EMAIL_PATTERN, INVALID_EMAIL, INVALID_PHONE } from "../auth/identity";
import type { UploadRecord } from "../db/uploads";
import { clean, NO_CONTROL_CHARACTERS, REQUIRED } from "../http/action-body";
import type { FormDefinition, FormFieldDefinition } from "../seed/forms";
import { uploadNameOf } from "../uploads/rules";

/**
 * A generic form submit checked against its stored definition: required fields, email and phone
 * (spec 01 section 5 texts), select and radio options, lengths, and files that were uploaded to
 * us as FORM_FILE. Names the definition does not know are dropped, and so are the fields a
 * field's show/hide rule hides for these values (neither required nor stored): the same
 * visibleFieldNames the learner's form and the form editor's preview run.
 */
export const CHOOSE_AN_OPTION = "Choose one of the options";
export const UPLOAD_AGAIN = "Upload the file again";
const MAX_LENGTH: Partial<Record<FormFieldDefinition["type"], number>> = {
  text: 200,
  email: 254,
  phone: 30,
  textarea: 2000,
  file: 2000,
};
const TICKED = new Set(["on", "true", "yes", "1"]);

export interface FormCheck {
  values: Record<string, string>;
  errors: Record<string, string>;
}

/** A typed value as text; lists and objects are not values of any field. */
function textOf(raw: unknown): string | undefined | null {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw === "string") return raw.trim();
  if (typeof raw === "number" && Number.isFinite(raw)) return String(raw);
  if (typeof raw === "boolean") return raw ? "true" : "";
  return null;
}

function checkField(
  field: FormFieldDefinition,
  value: string,
  findUpload: (name: string) => UploadRecord | undefined,
): string | undefined {
  const max = MAX_LENGTH[field.type];
  if (max !== undefined && value.length > max) return `Use at most ${max} characters`;
  if (!clean(value)) return NO_CONTROL_CHARACTERS;
  switch (field.type) {
    case "email":
      return EMAIL_PATTERN.test(value) ? undefined : INVALID_EMAIL;
    case "phone":
      return /^\+?\d{6,15}$/.test(value.replace(/[\s\-().]/g, "")) ? undefined : INVALID_PHONE;
    case "select":
    case "radio":
      return field.options?.some((option) => option.value === value) ? undefined : CHOOSE_AN_OPTION;
    case "file": {
      const name = uploadNameOf(value);
      const upload = name ? findUpload(name) : undefined;
      const accepted = (field.accept ?? "").split(",").filter((type) => type.includes("/"));
      const fits =
        upload?.uploadType === "FORM_FILE" &&
        (!accepted.length || accepted.includes(upload.contentType)) &&
        (field.maxBytes === undefined || upload.size <= field.maxBytes);
      return fits ? undefined : UPLOAD_AGAIN;
    }
    default:
      return undefined;
  }
}

export function checkFormValues(
  definition: FormDefinition,
  inputValues: Record<string, unknown>,
  findUpload: (name: string) => UploadRecord | undefined,
): FormCheck {
  const values: Record<string, string> = {};
  const errors: Record<string, string> = {};
  // Own values only: a field named like an Object method must not read the prototype's.
  const own = Object.assign(Object.create(null) as Record<string, unknown>, inputValues);
  const visible = visibleFieldNames(definition.fields, own);
  for (const field of definition.fields) {
    if (!visible.has(field.name)) continue;
    const raw = Object.hasOwn(inputValues, field.name) ? inputValues[field.name] : undefined;
    const text = textOf(raw);
    if (text === null) {
      errors[field.name] = "Invalid value";
      continue;
    }
    if (field.type === "checkbox") {
      const ticked = TICKED.has((text ?? "").toLowerCase());
      if (field.required && !ticked) errors[field.name] = REQUIRED;
      values[field.name] = ticked ? "on" : "";
      continue;
    }
    if (!text) {
      if (field.required) errors[field.name] = REQUIRED;
      continue;
    }
    const problem = checkField(field, text, findUpload);
    if (problem) errors[field.name] = problem;
    values[field.name] = text.slice(0, 2000);
  }
  return { values, errors };
}
