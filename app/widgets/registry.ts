import type { Cell } from "~/contract";
import { collectionWidgets } from "./catalog/collections";
import { accountWidgets } from "./catalog/account";
import { communityWidgets } from "./catalog/community";
import { contentWidgets } from "./catalog/content";
import { displayWidgets } from "./catalog/display";
import { layoutWidgets } from "./catalog/layout";
import { codeEditorWidget } from "./code-editor";
import { formWidget } from "./form";
import { sandboxWidget } from "./sandbox";
import { sandboxEmbedWidget } from "./sandbox-embed";
import { standaloneCompilerWidget } from "./standalone-compiler";
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
  // The code practice area (spec 02 section 2): CodeMirror loads inside them, after hydration.
  codeEditorWidget,
  standaloneCompilerWidget,
  // Sandboxes (spec 02 sections 2 and 3): the runners and sql.js load per sandbox type, inside.
  sandboxWidget,
  sandboxEmbedWidget,
  // Kinds that load per kind and view type, each a chunk of its own (lazy-widget.ts).
  ...displayWidgets,
  ...communityWidgets,
  ...layoutWidgets,
  ...accountWidgets,
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
