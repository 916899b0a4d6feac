import { z } from "zod";

/**
 * The contract is lenient on purpose: upstream may add fields and enum values before we know them.
 * Unknown fields are kept (passthrough) and an unknown enum value is kept as a plain string, so a
 * page never fails because upstream grew.
 */
export function lenientEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.union([z.enum(values), z.string()]);
}

/** An object schema that keeps unknown keys. */
export function looseObject<T extends z.ZodRawShape>(shape: T) {
  return z.object(shape).passthrough();
}

/** Optional and tolerant of explicit null, as upstream JSON often carries null for "absent". */
export function opt<T extends z.ZodTypeAny>(schema: T) {
  return schema.nullish().transform((v) => v ?? undefined);
}

/**
 * The item schema of each tolerantArray: its transform hides it, and the page editor's form
 * generator (widgets/field-spec.ts) needs it to build a list's item form.
 */
export const TOLERANT_ARRAY_ITEMS = new WeakMap<z.ZodTypeAny, z.ZodTypeAny>();

/** A list that drops the items failing their schema instead of rejecting the whole list. */
export function tolerantArray<T extends z.ZodTypeAny>(item: T) {
  const list = z.array(z.unknown()).transform((items) =>
    items.flatMap((raw) => {
      const parsed = item.safeParse(raw);
      return parsed.success ? [parsed.data as z.output<T>] : [];
    }),
  );
  TOLERANT_ARRAY_ITEMS.set(list, item);
  return list;
}

export { knownOr } from "./known";
