import type { z } from "zod";

/** componentData schemas of the layout family's kinds, by componentType (see schemas.ts). */
export const layoutWidgetSchemas: Readonly<Record<string, z.ZodTypeAny>> = {};
