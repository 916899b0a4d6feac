import { z } from "zod";
import { fieldLabel } from "../editor-texts";
import type { EditorFieldSpec } from "../editor-values";
import { TOLERANT_ARRAY_ITEMS } from "../lenient";

/**
 * A widget schema as an edit form (EditorFieldSpec): the page editor renders it without zod, and
 * the BFF reads the no-JavaScript form (`cd.*` fields) back with it. Wrappers (optional, nullish,
 * default, catch, transforms, pipelines) are looked through; what has no plain input (unions of
 * shapes, records, unknown) becomes a JSON text area, so nothing a schema allows is uneditable.
 */

/** Keys whose text names a palette colour (docs/contract.md, "Colour keys"). */
const COLOUR_KEY = /^(bgKey|bgBorderKey|bgShadowKey|bgShadowBorderKey|textColor|color|colour)$/;
/** Keys whose text is long enough for a text area. */
const LONG_TEXT =
  /^(description|subtitle|subText|body|text|content|answer|markdown|statement|quote|html|message)$/i;
const URL_KEY = /(url|uri|href|link)$/i;
const MAX_DEPTH = 6;

/** "buttonText" → "Button text", "bgColorData" → "Background colour" (editor-texts.ts). */
export function labelOfKey(key: string): string {
  return fieldLabel(key);
}

interface Unwrapped {
  schema: z.ZodTypeAny;
  required: boolean;
}

/**
 * The schema under optional/nullable/default/catch/effects/pipeline/lazy wrappers, stopping at a
 * tolerantArray (its transform is what TOLERANT_ARRAY_ITEMS knows). The form generator here and
 * the platform's strict edit check (server/platform/cms/widget-check.ts) both look through this.
 */
export function lookThrough(schema: z.ZodTypeAny): Unwrapped {
  let current = schema;
  let required = true;
  for (let i = 0; i < 20; i += 1) {
    if (TOLERANT_ARRAY_ITEMS.has(current)) break;
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) {
      required = false;
      current = current.unwrap() as z.ZodTypeAny;
    } else if (current instanceof z.ZodDefault) {
      required = false;
      current = current.removeDefault() as z.ZodTypeAny;
    } else if (current instanceof z.ZodCatch) {
      required = false;
      current = current.removeCatch() as z.ZodTypeAny;
    } else if (current instanceof z.ZodEffects) {
      current = current.innerType() as z.ZodTypeAny;
    } else if (current instanceof z.ZodPipeline) {
      current = (current._def as { in: z.ZodTypeAny }).in;
    } else if (current instanceof z.ZodLazy) {
      current = current.schema as z.ZodTypeAny;
    } else {
      break;
    }
  }
  return { schema: current, required };
}

/** lookThrough, with a tolerantArray seen as the plain array of its item. */
function unwrap(schema: z.ZodTypeAny): Unwrapped {
  const found = lookThrough(schema);
  const tolerantItem = TOLERANT_ARRAY_ITEMS.get(found.schema);
  return tolerantItem ? { ...found, schema: z.array(tolerantItem) } : found;
}

/** lenientEnum is `enum | string`: its known values, or undefined for another union. */
function enumOfUnion(schema: z.ZodUnion<z.ZodUnionOptions>): string[] | undefined {
  const options = schema.options as readonly z.ZodTypeAny[];
  const enums = options.filter((option) => option instanceof z.ZodEnum) as z.ZodEnum<
    [string, ...string[]]
  >[];
  const rest = options.filter((option) => !(option instanceof z.ZodEnum));
  if (enums.length !== 1 || !rest.every((option) => option instanceof z.ZodString)) {
    return undefined;
  }
  return [...enums[0].options];
}

/** A list's item schema (a tolerantArray arrives here as a plain array of its item). */
function arrayItem(schema: z.ZodTypeAny): z.ZodTypeAny | undefined {
  if (schema instanceof z.ZodArray) return schema.element as z.ZodTypeAny;
  return undefined;
}

function roleOf(shape: Record<string, z.ZodTypeAny>): "image" | "action" | undefined {
  if ("url" in shape && "altText" in shape) return "image";
  if ("type" in shape && "uri" in shape && "openInModal" in shape) return "action";
  return undefined;
}

function specOf(key: string, raw: z.ZodTypeAny, depth: number): EditorFieldSpec {
  const { schema, required } = unwrap(raw);
  const base = { key, label: labelOfKey(key), required };
  if (depth > MAX_DEPTH) return { ...base, kind: "json" };
  if (schema instanceof z.ZodString) {
    if (COLOUR_KEY.test(key)) return { ...base, kind: "colour" };
    if (URL_KEY.test(key)) return { ...base, kind: "url" };
    return { ...base, kind: LONG_TEXT.test(key) ? "longtext" : "text" };
  }
  if (schema instanceof z.ZodNumber) return { ...base, kind: "number" };
  if (schema instanceof z.ZodBoolean) return { ...base, kind: "boolean" };
  if (schema instanceof z.ZodEnum) return { ...base, kind: "enum", options: [...schema.options] };
  if (schema instanceof z.ZodLiteral && typeof schema.value === "string") {
    return { ...base, kind: "enum", options: [schema.value] };
  }
  if (schema instanceof z.ZodUnion) {
    const options = enumOfUnion(schema);
    if (options) return { ...base, kind: "enum", options };
    const scalar = (schema.options as readonly z.ZodTypeAny[]).every(
      (option) =>
        option instanceof z.ZodString ||
        option instanceof z.ZodNumber ||
        option instanceof z.ZodBoolean,
    );
    return { ...base, kind: scalar ? "text" : "json" };
  }
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodTypeAny>;
    return {
      ...base,
      kind: "object",
      role: roleOf(shape),
      fields: Object.entries(shape).map(([inner, value]) => specOf(inner, value, depth + 1)),
    };
  }
  const item = arrayItem(schema);
  if (item) return { ...base, kind: "list", item: specOf("item", item, depth + 1) };
  return { ...base, kind: "json" };
}

/** Edit forms already made, by schema. */
const FORMS = new WeakMap<z.ZodTypeAny, EditorFieldSpec[]>();

/**
 * The edit form of a widget schema: its top-level fields, minus the ones the editor never edits
 * (the kind itself is the cell's componentType). Made once per schema: the loader and every
 * no-JavaScript update ask for it.
 */
export function editorFieldsOf(schema: z.ZodTypeAny): EditorFieldSpec[] {
  const known = FORMS.get(schema);
  if (known) return known;
  const spec = specOf("componentData", schema, 0);
  const form = spec.kind === "object" ? sharedLast(spec.fields) : [spec];
  FORMS.set(schema, form);
  return form;
}

/** Without the kind; the widget's own fields before the frame every widget shares. */
function sharedLast(all: EditorFieldSpec[]): EditorFieldSpec[] {
  const fields = all.filter((field) => field.key !== "type");
  // The widget's own fields first; the frame every widget shares (background, header, footer,
  // tracking) after them, where an author looks last.
  const own = fields.filter((field) => !SHARED_FIELDS.has(field.key));
  return [...own, ...fields.filter((field) => SHARED_FIELDS.has(field.key))];
}

const SHARED_FIELDS = new Set(["bgColorData", "headerData", "footerData", "tracking"]);
