import { knownOr } from "../known";

/** The loader widget's looks and texts: zod-free, for the browser (the schema is server-side). */

/** A spinner with its text, or grey placeholder lines. */
export const LOADER_VIEW_TYPES = ["SPINNER", "SKELETON"] as const;

export function loaderLook(viewType: string | undefined): (typeof LOADER_VIEW_TYPES)[number] {
  return knownOr(LOADER_VIEW_TYPES, viewType, "SPINNER");
}

/** Spec 01 (search bar states): what a loading state says. */
export const LOADER_TEXT = "Loading…";

/** Placeholder lines of a SKELETON (1-8). */
export const LOADER_DEFAULT_LINES = 3;
