import type { WidgetSample } from "../types";

/** Samples of the account family's kinds, by componentType (gallery and tests only). */
export const accountSamples: Record<string, readonly WidgetSample<unknown>[]> = {};
