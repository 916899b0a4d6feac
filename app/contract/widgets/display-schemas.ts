import type { z } from "zod";

/** componentData schemas of the display family's kinds, by componentType (see schemas.ts). */
export const displayWidgetSchemas: Readonly<Record<string, z.ZodTypeAny>> = {};
