import type { Cell } from "~/contract";
import { collectionWidgets } from "./catalog/collections";
import { contentWidgets } from "./catalog/content";
import * as serverFamilies from "./catalog/families.server";
import { codeEditorWidget } from "./code-editor";
import { formWidget } from "./form";
import { sandboxWidget } from "./sandbox";
import { sandboxEmbedWidget } from "./sandbox-embed";
import { standaloneCompilerWidget } from "./standalone-compiler";
import type { WidgetDefinition } from "./types";
import { videoWidget } from "./video";

/** On the server the kind families are here at once; in the browser they load on first need. */
const eagerFamilies: Partial<typeof serverFamilies> = serverFamilies;

/**
 * Every widget the page bundle knows (see docs/decisions/003-widget-registry.md), and on the
 * server also the kind families (catalog/families.ts), which the browser loads when a page shows
 * one of their kinds (loadFamilyWidgets).
 */
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
  ...(eagerFamilies.familyWidgets ?? []),
];

const byKey = new Map<string, WidgetDefinition>();
function register(defs: readonly WidgetDefinition[]): void {
  for (const def of defs) {
    for (const viewType of def.viewTypes ?? ["*"]) {
      const key = `${def.kind}::${viewType}`;
      if (byKey.has(key)) throw new Error(`Widget ${key} is registered twice`);
      byKey.set(key, def);
    }
  }
}
register(widgetDefinitions);

let familiesLoaded = Boolean(eagerFamilies.familyWidgets);
let familiesLoading: Promise<void> | undefined;

/**
 * Loads the kind families' definitions (one small chunk, once); their components then load per
 * kind. A failed load is forgotten, so a later page may try again.
 */
export function loadFamilyWidgets(): Promise<void> {
  if (familiesLoaded) return Promise.resolve();
  familiesLoading ??= import("./catalog/families").then(
    (m) => {
      if (!familiesLoaded) register(m.familyWidgets);
      familiesLoaded = true;
    },
    (error: unknown) => {
      familiesLoading = undefined;
      throw error;
    },
  );
  return familiesLoading;
}

/** Whether a kind may be one of the families' that this page has not loaded yet. */
export function mayBeFamilyKind(kind: string, viewType?: string): boolean {
  return !familiesLoaded && !lookupWidget(kind, viewType);
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
  /** The server knows the kind; its family's definitions are still loading in the browser. */
  | { status: "loading"; kind: string }
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
  if (!def) return familiesLoaded ? { status: "unknown", kind } : { status: "loading", kind };
  return { status: "ok", def, data: resolution.data };
}
