import {
  COMPONENT_DATA_FIELD_PREFIX,
  EDITOR_LIMITS,
  type EditorFieldSpec,
} from "~/contract/editor-values";
import { editorFieldsOf } from "~/contract/widgets/field-spec";
import { widgetSchemaOf } from "~/contract/widgets/schemas";
import { ACTION_BINDING_FIELD, ACTION_SIGNATURE_FIELD } from "../action-signature.server";

/**
 * The componentData an edit sends upstream, read from the posted form: `componentData` as JSON
 * (the editor with JavaScript), or the generated form's `cd.<path>` fields laid over
 * `componentDataBase` (the cell as the page showed it) when JavaScript is off. Either way the
 * page's action signatures (`sig`) and the BFF's own `widget` are taken out: they are ours, not
 * the author's.
 */
export type ComponentDataRead =
  | { ok: true; value: Record<string, unknown> | undefined }
  | { ok: false; errors: Record<string, string> };

const NOT_JSON = "This is not valid JSON";
const TOO_LARGE = `componentData is larger than ${EDITOR_LIMITS.componentDataChars} characters`;
const UNSAFE_KEYS = new Set(["__proto__", "prototype", "constructor"]);
/** Deepest `cd.` path and highest list index a form may name. */
const MAX_SEGMENTS = 12;
const MAX_INDEX = 500;

/** The value without signatures, `widget` resolutions or prototype keys, at any depth. */
export function authoredOnly(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(authoredOnly);
  if (!value || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (
      key === ACTION_SIGNATURE_FIELD ||
      key === ACTION_BINDING_FIELD ||
      key === "widget" ||
      UNSAFE_KEYS.has(key)
    ) {
      continue;
    }
    out[key] = authoredOnly(inner);
  }
  return out;
}

function parseObject(text: string, field: string): ComponentDataRead {
  if (text.length > EDITOR_LIMITS.componentDataChars) {
    return { ok: false, errors: { [field]: TOO_LARGE } };
  }
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== "object" || Array.isArray(value)) {
      return { ok: false, errors: { [field]: "componentData must be an object" } };
    }
    return { ok: true, value: authoredOnly(value) as Record<string, unknown> };
  } catch {
    return { ok: false, errors: { [field]: NOT_JSON } };
  }
}

/** The spec of a path (`items.0.question`) in a kind's edit form, if the form has it. */
function specAt(fields: EditorFieldSpec[], segments: string[]): EditorFieldSpec | undefined {
  let current: EditorFieldSpec | undefined = {
    key: "",
    label: "",
    required: true,
    kind: "object",
    fields,
  };
  for (const segment of segments) {
    if (!current) return undefined;
    if (current.kind === "object") {
      current = current.fields.find((field) => field.key === segment);
    } else if (current.kind === "list" && /^\d+$/.test(segment)) {
      current = current.item;
    } else {
      return undefined;
    }
  }
  return current;
}

/** A posted text as the field's kind wants it; undefined leaves the field out. */
function coerce(
  spec: EditorFieldSpec | undefined,
  text: string,
): { value?: unknown; error?: string } {
  const kind = spec?.kind ?? "text";
  const trimmed = text.trim();
  if (trimmed === "" && kind !== "longtext" && kind !== "text") return {};
  switch (kind) {
    case "number": {
      const value = Number(trimmed);
      return Number.isFinite(value) ? { value } : { error: "Enter a number" };
    }
    case "boolean":
      if (trimmed === "true") return { value: true };
      if (trimmed === "false") return { value: false };
      return { error: "Choose yes or no" };
    case "json":
      try {
        return { value: authoredOnly(JSON.parse(trimmed)) };
      } catch {
        return { error: NOT_JSON };
      }
    default:
      // An emptied optional text is left out rather than stored as "".
      return trimmed === "" && !spec?.required ? {} : { value: text };
  }
}

function setPath(target: Record<string, unknown>, segments: string[], value: unknown): void {
  let node: Record<string, unknown> | unknown[] = target;
  for (const [i, segment] of segments.entries()) {
    const last = i === segments.length - 1;
    const key: string | number = Array.isArray(node) ? Number(segment) : segment;
    const container = node as Record<string | number, unknown>;
    if (last) {
      if (value === undefined) {
        if (Array.isArray(node)) container[key] = undefined;
        else delete container[key];
      } else container[key] = value;
      return;
    }
    const nextIsIndex = /^\d+$/.test(segments[i + 1]);
    const existing = container[key];
    if (!existing || typeof existing !== "object") {
      // An emptied field of a part the cell does not have (the form's folded header, an item's
      // icon): nothing to take out, and no empty part made on the way.
      if (value === undefined) return;
      container[key] = nextIsIndex ? [] : {};
    }
    node = container[key] as Record<string, unknown> | unknown[];
  }
}

/** Lists that lost an item's every field (a cleared item) are compacted. */
function compactLists(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(compactLists);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
      key,
      compactLists(inner),
    ]),
  );
}

/** componentData from the posted form (see the type above); `undefined` value: none was sent. */
export function readComponentData(form: FormData, componentType: string): ComponentDataRead {
  const json = form.get("componentData");
  if (typeof json === "string" && json.trim() !== "") return parseObject(json, "componentData");
  const names = [...new Set([...form.keys()])].filter((name) =>
    name.startsWith(COMPONENT_DATA_FIELD_PREFIX),
  );
  if (names.length === 0) return { ok: true, value: undefined };
  const base = form.get("componentDataBase");
  const start = typeof base === "string" && base.trim() ? parseObject(base, "componentData") : null;
  if (start && !start.ok) return start;
  const value: Record<string, unknown> = start?.value ? structuredClone(start.value) : {};
  const schema = widgetSchemaOf(componentType);
  const fields = schema ? editorFieldsOf(schema) : [];
  const errors: Record<string, string> = {};
  for (const name of names) {
    const segments = name.slice(COMPONENT_DATA_FIELD_PREFIX.length).split(".");
    const bad =
      segments.length > MAX_SEGMENTS ||
      segments.some(
        (segment) =>
          segment === "" ||
          UNSAFE_KEYS.has(segment) ||
          segment === ACTION_SIGNATURE_FIELD ||
          segment === ACTION_BINDING_FIELD ||
          (/^\d+$/.test(segment) && Number(segment) > MAX_INDEX),
      );
    if (bad) continue;
    const raw = form.get(name);
    if (typeof raw !== "string") continue;
    const coerced = coerce(specAt(fields, segments), raw);
    if (coerced.error) {
      errors[`componentData.${segments.join(".")}`] = coerced.error;
      continue;
    }
    setPath(value, segments, coerced.value);
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  const out = compactLists(value) as Record<string, unknown>;
  if (JSON.stringify(out).length > EDITOR_LIMITS.componentDataChars) {
    return { ok: false, errors: { componentData: TOO_LARGE } };
  }
  return { ok: true, value: out };
}
