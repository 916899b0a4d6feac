import { knownOr } from "../known";

/** The divider widget's looks: zod-free, for the browser (the schema is server-side). */

export const DIVIDER_LINE_STYLES = ["SOLID", "DASHED", "DOTTED"] as const;

export function dividerLineStyle(value: string | undefined): "solid" | "dashed" | "dotted" {
  return knownOr(DIVIDER_LINE_STYLES, value, "SOLID").toLowerCase() as
    "solid" | "dashed" | "dotted";
}

/** Line thickness in px (1-8) and the space above and below it in px (0-120). */
export const DIVIDER_DEFAULTS = { thickness: 1, spacing: 16 } as const;
