import { COMPONENT_DATA_FIELD_PREFIX, type EditorFieldSpec } from "~/contract/editor-values";

/**
 * The page editor's update form, as data: a cell's componentData is the form's state, each
 * field is an input named `cd.<path>` (so the same form posts without JavaScript, where the BFF
 * lays the fields over the cell's data), and each input's text is read back into a value the way
 * the BFF reads it (server/bff/editor/component-data.server.ts): an emptied optional field is
 * left out, numbers and yes/no become numbers and booleans, a JSON field is parsed.
 */
export type FieldPath = readonly (string | number)[];
export type ComponentData = Record<string, unknown>;

/** `cd.questions.0.question`: the input's name, and the key its error comes back under. */
export function inputNameOf(path: FieldPath): string {
  return `${COMPONENT_DATA_FIELD_PREFIX}${path.join(".")}`;
}

/** An element id for an input (ids may not hold dots in CSS selectors comfortably). */
export function inputIdOf(formId: string, path: FieldPath): string {
  return `${formId}-${path.join("-").replace(/[^A-Za-z0-9_-]/g, "_")}`;
}

/**
 * The BFF names a field's error by its componentData path (`componentData.questions.0.question`);
 * the form's input of it is `cd.questions.0.question`. A key outside componentData is kept.
 */
export function errorsByInputName(
  errors: Readonly<Record<string, string>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const inner = key.startsWith("componentData.") ? key.slice("componentData.".length) : undefined;
    out[inner ? `${COMPONENT_DATA_FIELD_PREFIX}${inner}` : key] = message;
  }
  return out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === "object" && !Array.isArray(value);
}

export function valueAt(data: unknown, path: FieldPath): unknown {
  let current: unknown = data;
  for (const segment of path) {
    if (Array.isArray(current) && typeof segment === "number") current = current[segment];
    else if (isRecord(current) && typeof segment === "string") current = current[segment];
    else return undefined;
  }
  return current;
}

/**
 * A copy of `data` with the value at `path` replaced; `undefined` takes the key out (a list keeps
 * its length). Missing objects on the way are made, so a field of an absent optional object
 * (a header not set yet) can be typed into.
 */
export function withValueAt<T>(data: T, path: FieldPath, value: unknown): T {
  if (path.length === 0) return value as T;
  const [head, ...rest] = path;
  if (typeof head === "number") {
    const list = Array.isArray(data) ? [...(data as unknown[])] : [];
    list[head] = withValueAt(list[head], rest, value);
    return list as T;
  }
  const record: Record<string, unknown> = isRecord(data) ? { ...data } : {};
  const next = withValueAt(record[head], rest, value);
  if (next === undefined) delete record[head];
  else record[head] = next;
  return record as T;
}

/** The text an input shows for a value. */
export function inputTextOf(spec: EditorFieldSpec, value: unknown): string {
  if (value === undefined || value === null) return "";
  if (spec.kind === "json") return JSON.stringify(value, null, 2);
  if (spec.kind === "boolean") return value === true ? "true" : value === false ? "false" : "";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

export type InputRead = { ok: true; value: unknown } | { ok: false; error: string };

export const FORM_TEXTS = {
  notANumber: "Enter a number",
  notJson: "This is not valid JSON",
  chooseYesNo: "Choose yes or no",
} as const;

/** An input's text as the value the field stores (see the module comment). */
export function readInput(spec: EditorFieldSpec, text: string): InputRead {
  const trimmed = text.trim();
  switch (spec.kind) {
    case "number": {
      if (trimmed === "") return { ok: true, value: undefined };
      const value = Number(trimmed);
      return Number.isFinite(value)
        ? { ok: true, value }
        : { ok: false, error: FORM_TEXTS.notANumber };
    }
    case "boolean":
      if (trimmed === "") return { ok: true, value: undefined };
      if (trimmed === "true" || trimmed === "false") return { ok: true, value: trimmed === "true" };
      return { ok: false, error: FORM_TEXTS.chooseYesNo };
    case "enum":
      return { ok: true, value: trimmed === "" ? undefined : trimmed };
    case "json":
      if (trimmed === "") return { ok: true, value: undefined };
      try {
        return { ok: true, value: JSON.parse(trimmed) as unknown };
      } catch {
        return { ok: false, error: FORM_TEXTS.notJson };
      }
    case "object":
    case "list":
      return { ok: true, value: undefined };
    default:
      // An emptied optional text is left out rather than stored as "" (as the BFF does).
      return { ok: true, value: trimmed === "" && !spec.required ? undefined : text };
  }
}

/** A new list item: its required fields, empty. */
export function emptyValueOf(spec: EditorFieldSpec): unknown {
  switch (spec.kind) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const field of spec.fields) {
        if (!field.required) continue;
        const value = emptyValueOf(field);
        if (value !== undefined) out[field.key] = value;
      }
      return out;
    }
    case "list":
      return [];
    case "boolean":
      return false;
    case "enum":
      return spec.options[0];
    case "number":
      return 0;
    case "json":
      return undefined;
    default:
      return "";
  }
}

/** A list's items in a new order: `from` moves to `to` (both within the list). */
export function movedItem<T>(items: readonly T[], from: number, to: number): T[] {
  const list = [...items];
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return list;
  const [item] = list.splice(from, 1);
  list.splice(to, 0, item);
  return list;
}

/** Whether a field has something set (an object or list with content counts). */
export function hasValue(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return false;
  if (Array.isArray(value)) return value.length > 0;
  if (isRecord(value)) return Object.values(value).some(hasValue);
  return true;
}

/**
 * The data as it is sent (JavaScript on): holes a removed list item left are closed, and an
 * optional object the form emptied (a header typed into, then cleared) is taken out, like the
 * BFF's reading of the no-JavaScript form. Keys the form does not know are kept as they are.
 */
export function cleanedComponentData(
  data: ComponentData,
  fields: readonly EditorFieldSpec[],
): ComponentData {
  return cleanObject(data, fields);
}

function cleanObject(value: Record<string, unknown>, fields: readonly EditorFieldSpec[]) {
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const spec = fields.find((field) => field.key === key);
    const cleaned = spec ? cleanValue(inner, spec) : inner;
    if (cleaned !== undefined) out[key] = cleaned;
  }
  return out;
}

function cleanValue(value: unknown, spec: EditorFieldSpec): unknown {
  if (value === undefined) return undefined;
  if (spec.kind === "list" && Array.isArray(value)) {
    return value.filter((item) => item !== undefined).map((item) => cleanValue(item, spec.item));
  }
  if (spec.kind === "object" && isRecord(value)) {
    const out = cleanObject(value, spec.fields);
    return Object.keys(out).length === 0 && !spec.required ? undefined : out;
  }
  return value;
}
