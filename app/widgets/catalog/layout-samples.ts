import type { WidgetSample } from "../types";

/** Samples of the layout family's kinds, by componentType (gallery and tests only). */
export const layoutSamples: Record<string, readonly WidgetSample<unknown>[]> = {};
