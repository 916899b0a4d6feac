import { knownOr } from "../known";

/** The stepper widget's looks: zod-free, for the browser (the schema is server-side). */

/** HORIZONTAL (default: a row from tablets up, a column on phones) or VERTICAL. */
export const STEPPER_LAYOUTS = ["HORIZONTAL", "VERTICAL"] as const;

export function stepperLayout(value: string | undefined): (typeof STEPPER_LAYOUTS)[number] {
  return knownOr(STEPPER_LAYOUTS, value, "HORIZONTAL");
}
