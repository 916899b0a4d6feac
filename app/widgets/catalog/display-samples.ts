import type { WidgetSample } from "../types";

/** Samples of the display family's kinds, by componentType (gallery and tests only). */
export const displaySamples: Record<string, readonly WidgetSample<unknown>[]> = {};
