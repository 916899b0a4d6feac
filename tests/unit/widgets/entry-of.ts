import { lookupWidget } from "~/widgets/registry";
import type { WidgetDefinition, WidgetKind } from "~/widgets/types";

/** The registry entry a kind's definition made (for a view type, when the kind is split). */
export function entryOf(def: WidgetKind, viewType?: string): WidgetDefinition {
  const entry = lookupWidget(def.kind, viewType);
  if (!entry) throw new Error(`${def.kind} is not registered`);
  return entry;
}
