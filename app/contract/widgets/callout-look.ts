import { knownOr } from "../known";

/** The callout widget's tones, icons and texts: zod-free, for the browser. */

export const CALLOUT_TONES = ["INFO", "SUCCESS", "WARNING", "ERROR"] as const;
export type CalloutTone = (typeof CALLOUT_TONES)[number];

/** An unknown tone is INFO. */
export function calloutTone(tone: string | undefined): CalloutTone {
  return knownOr(CALLOUT_TONES, tone, "INFO");
}

/**
 * Each tone's word (read before the text, so the tone is never colour alone) and its icon, a
 * glyph of its own shape.
 */
export const CALLOUT_TONE_LOOKS: Record<CalloutTone, { label: string; icon: string }> = {
  INFO: { label: "Information", icon: "i" },
  SUCCESS: { label: "Success", icon: "✓" },
  WARNING: { label: "Warning", icon: "!" },
  ERROR: { label: "Error", icon: "✕" },
};
