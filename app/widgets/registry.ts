import type { Cell } from "~/contract";
import { registryEntriesOf } from "./derive";
import { widgetKinds } from "./kinds";
import type { WidgetDefinition } from "./types";

const byKey = new Map<string, WidgetDefinition>();
const registered: WidgetDefinition[] = [];
for (const def of widgetKinds) {
  for (const entry of registryEntriesOf(def)) {
    for (const viewType of entry.viewTypes ?? ["*"]) {
      const key = `${entry.kind}::${viewType}`;
      if (byKey.has(key)) throw new Error(`Widget ${key} is registered twice`);
      byKey.set(key, entry);
    }
    registered.push(entry);
  }
}

/**
 * Every registry entry (see docs/decisions/042-one-definition-per-widget-kind.md), derived from
 * the kinds' definitions: the same on the server and in the browser.
 */
export const widgetDefinitions: readonly WidgetDefinition[] = registered;

/** componentType + viewType -> definition; an exact viewType wins over the kind's catch-all. */
export function lookupWidget(
  kind: string | undefined,
  viewType?: string,
): WidgetDefinition | undefined {
  if (!kind) return undefined;
  return (viewType && byKey.get(`${kind}::${viewType}`)) || byKey.get(`${kind}::*`);
}

/** The kind a component cell asks for. */
export function kindOf(cell: Cell): string {
  return cell.componentType ?? cell.componentData?.type ?? "";
}

export type ResolvedWidget =
  | { status: "ok"; def: WidgetDefinition; data: unknown }
  | { status: "unknown"; kind: string }
  | { status: "invalid"; kind: string; issues: string[] };

/**
 * The widget of a component cell and its data, as the BFF resolved it (cell.widget). A cell the
 * BFF did not resolve (not expected: every page passes it) cannot render.
 */
export function widgetOf(cell: Cell): ResolvedWidget {
  const kind = kindOf(cell) || "(none)";
  const resolution = cell.widget;
  if (!resolution) return { status: "invalid", kind, issues: ["not resolved by the server"] };
  if (resolution.status !== "ok") return resolution;
  const def = lookupWidget(kind, cell.componentData?.viewType);
  if (!def) return { status: "unknown", kind };
  return { status: "ok", def, data: resolution.data };
}
