import type { z } from "zod";

/** componentData schemas of the account family's kinds, by componentType (see schemas.ts). */
export const accountWidgetSchemas: Readonly<Record<string, z.ZodTypeAny>> = {};
