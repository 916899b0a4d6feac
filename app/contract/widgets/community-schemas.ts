import type { z } from "zod";

/** componentData schemas of the community family's kinds, by componentType (see schemas.ts). */
export const communityWidgetSchemas: Readonly<Record<string, z.ZodTypeAny>> = {};
