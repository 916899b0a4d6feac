import { samplesOfEntry } from "./derive.server";
import { serverKinds } from "./kinds.server";
import { widgetDefinitions } from "./registry";
import type { WidgetDefinition, WidgetSample } from "./types";

const serverByKind = new Map(serverKinds.map((def) => [def.kind, def]));

/**
 * The samples a registry entry renders, from its kind's definition (index.server.ts): gallery
 * and tests only, so pages never ship them (the bundle budget counts it).
 */
export function samplesOf(def: WidgetDefinition): readonly WidgetSample<unknown>[] {
  return samplesOfEntry(def, widgetDefinitions, serverByKind.get(def.kind));
}
