import type { Cell } from "~/contract";
import { collectionWidgets } from "./catalog/collections";
import { contentWidgets } from "./catalog/content";
import { formWidget } from "./form";
import type { WidgetDefinition } from "./types";
import { videoWidget } from "./video";

/** Every widget the client knows, from the two catalogues (see docs/decisions/003-widget-registry.md). */
export const widgetDefinitions: readonly WidgetDefinition[] = [
  ...contentWidgets,
  ...collectionWidgets,
  // Forms post to the page route (docs/decisions/006); not part of either catalogue.
  formWidget,
  // Plays a signed video address (spec 02 section 3, video signing through the BFF).
  videoWidget,
];

const byKey = new Map<string, WidgetDefinition>();
for (const def of widgetDefinitions) {
  for (const viewType of def.viewTypes ?? ["*"]) {
    const key = `${def.kind}::${viewType}`;
    if (byKey.has(key)) throw new Error(`Widget ${key} is registered twice`);
    byKey.set(key, def);
  }
}

/** componentType + viewType -> definition; an exact viewType wins over the kind's catch-all. */
export function lookupWidget(
  kind: string | undefined,
  viewType?: string,
): WidgetDefinition | undefined {
  if (!kind) return undefined;
  return (viewType && byKey.get(`${kind}::${viewType}`)) || byKey.get(`${kind}::*`);
}

export type ResolvedWidget =
  | { status: "ok"; def: WidgetDefinition; data: unknown }
  | { status: "unknown"; kind: string }
  | { status: "invalid"; kind: string; issues: string[] };

/** Resolves a component cell to its widget and parsed data, or says why it cannot render. */
export function resolveWidget(cell: Cell): ResolvedWidget {
  const kind = cell.componentType ?? cell.componentData?.type ?? "";
  const def = lookupWidget(kind, cell.componentData?.viewType);
  if (!def) return { status: "unknown", kind: kind || "(none)" };
  const parsed = def.schema.safeParse(cell.componentData ?? {});
  if (!parsed.success) {
    return {
      status: "invalid",
      kind,
      issues: parsed.error.issues
        .slice(0, 5)
        .map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`),
    };
  }
  return { status: "ok", def, data: parsed.data };
}
