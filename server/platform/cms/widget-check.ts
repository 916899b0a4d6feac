import { z } from "zod";
import { TOLERANT_ARRAY_ITEMS } from "~/contract/lenient";
import { lookThrough } from "~/contract/widgets/field-spec";
import { widgetSchemaOf } from "~/contract/widgets/schemas";
import { invalidEdit, type EditErrors } from "./cms-error";

/**
 * An edited or added cell's componentData against its widget's schema (app/contract/widgets/
 * schemas.ts), strictly: the schemas are tolerant when they read a page (a list drops the items
 * that fail, so one bad FAQ question never blanks a page), but an edit that would lose an item
 * is refused with that item's errors instead, so what is stored is what the author sees.
 */

type Path = Array<string | number>;

const UNKNOWN_KIND = "Unknown widget kind";
const LIST_ITEMS_INVALID = "Some items of this list are not valid";

/** The schema under its wrappers (the editor's form generator looks through the same way). */
function unwrap(schema: z.ZodTypeAny): z.ZodTypeAny {
  return lookThrough(schema).schema;
}

/** The item schema of the tolerant list at `path` inside `schema`, when it can be found. */
function tolerantItemAt(schema: z.ZodTypeAny, path: Path): z.ZodTypeAny | undefined {
  let current: z.ZodTypeAny | undefined = schema;
  for (const segment of path) {
    if (!current) return undefined;
    const node = unwrap(current);
    const item = TOLERANT_ARRAY_ITEMS.get(node);
    if (item && typeof segment === "number") current = item;
    else if (node instanceof z.ZodArray && typeof segment === "number") {
      current = node.element as z.ZodTypeAny;
    } else if (node instanceof z.ZodObject && typeof segment === "string") {
      current = (node.shape as Record<string, z.ZodTypeAny>)[segment];
    } else if (node instanceof z.ZodRecord) current = node.valueSchema as z.ZodTypeAny;
    else return undefined;
  }
  return current ? TOLERANT_ARRAY_ITEMS.get(unwrap(current)) : undefined;
}

/** Lists of the input that came out of the parse with fewer items (not looked into further). */
function shrunkLists(input: unknown, output: unknown, at: Path = [], out: Path[] = []): Path[] {
  if (Array.isArray(input)) {
    if (!Array.isArray(output) || output.length !== input.length) out.push(at);
    else input.forEach((item, i) => shrunkLists(item, output[i], [...at, i], out));
  } else if (input && typeof input === "object" && output && typeof output === "object") {
    for (const [key, value] of Object.entries(input)) {
      if (Object.hasOwn(output, key)) {
        shrunkLists(value, (output as Record<string, unknown>)[key], [...at, key], out);
      }
    }
  }
  return out;
}

function valueAt(value: unknown, path: Path): unknown {
  let current = value;
  for (const segment of path) {
    if (!current || typeof current !== "object") return undefined;
    current = (current as Record<string | number, unknown>)[segment];
  }
  return current;
}

/**
 * The schema's issues with `value`, keyed `componentData.<path>`. Where a tolerant list is at
 * fault (it came out shorter, or it failed as a whole because every item was dropped), the
 * items' own issues are given instead of the list's.
 */
function collect(schema: z.ZodTypeAny, value: unknown, at: Path, errors: Map<string, string>) {
  const parsed = schema.safeParse(value);
  const key = (path: Path) => ["componentData", ...at, ...path].join(".");
  const looked = new Set<string>();
  const set = (path: Path, message: string) => {
    if (!errors.has(key(path))) errors.set(key(path), message);
  };
  /** Collects the issues of the list's items; false when the items say nothing. */
  const itemIssues = (list: Path): boolean => {
    if (looked.has(key(list))) return true;
    looked.add(key(list));
    const items = valueAt(value, list);
    const item = tolerantItemAt(schema, list);
    if (!item || !Array.isArray(items)) return false;
    const before = errors.size;
    items.forEach((raw, i) => collect(item, raw, [...at, ...list, i], errors));
    return errors.size > before;
  };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (!itemIssues(issue.path)) set(issue.path, issue.message);
    }
    return;
  }
  for (const list of shrunkLists(value, parsed.data)) {
    if (!itemIssues(list)) set(list, LIST_ITEMS_INVALID);
  }
}

/** The problems of `data` as componentData of `kind` (empty: it is valid). */
export function componentDataErrors(kind: string, data: Record<string, unknown>): EditErrors {
  const schema = widgetSchemaOf(kind);
  if (!schema) return { componentType: `${UNKNOWN_KIND}: ${kind}` };
  const errors = new Map<string, string>();
  collect(schema, data, [], errors);
  return Object.fromEntries(errors);
}

/**
 * The componentData to store for a cell of `kind` (its `type` mirrors the kind, as the seed
 * writes it), or 400 EDITOR_TEXTS.invalidEdit with the field errors.
 */
export function checkedComponentData(
  kind: string,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const stored = { ...data, type: kind };
  const errors = componentDataErrors(kind, stored);
  if (Object.keys(errors).length > 0) throw invalidEdit(errors);
  return stored;
}
