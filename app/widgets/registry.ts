import type { Cell } from "~/contract";
import { registryEntriesOf, type EagerComponents } from "./derive";
import { pageKinds } from "./kinds";
import * as serverIndex from "./kinds.server";
import type { WidgetDefinition, WidgetKind } from "./types";

/**
 * On the server every kind's server half is here at once (the kind families' definitions and the
 * components of lazily loaded kinds, for a whole HTML); in the browser this is empty and the
 * families load on first need (loadFamilyWidgets).
 */
const server: Partial<typeof serverIndex> = serverIndex;
const eagerByKind = new Map<string, EagerComponents>(
  (server.serverKinds ?? []).map((def) => [def.kind, def]),
);

const byKey = new Map<string, WidgetDefinition>();
const registered: WidgetDefinition[] = [];
function register(kinds: readonly WidgetKind[]): void {
  for (const def of kinds) {
    for (const entry of registryEntriesOf(def, eagerByKind.get(def.kind))) {
      for (const viewType of entry.viewTypes ?? ["*"]) {
        const key = `${entry.kind}::${viewType}`;
        if (byKey.has(key)) throw new Error(`Widget ${key} is registered twice`);
        byKey.set(key, entry);
      }
      registered.push(entry);
    }
  }
}
register(pageKinds);
if (server.familyKinds) register(server.familyKinds);

/**
 * Every registry entry this bundle knows (see docs/decisions/042-one-definition-per-widget-kind.md):
 * derived from the kinds' definitions; on the server also the kind families, which the browser
 * loads when a page shows one of their kinds (loadFamilyWidgets).
 */
export const widgetDefinitions: readonly WidgetDefinition[] = registered;

let familiesLoaded = Boolean(server.familyKinds);
let familiesLoading: Promise<void> | undefined;

/**
 * Loads the kind families' definitions (one small chunk, once); their components then load per
 * kind. A failed load is forgotten, so a later page may try again.
 */
export function loadFamilyWidgets(): Promise<void> {
  if (familiesLoaded) return Promise.resolve();
  familiesLoading ??= import("./family-kinds").then(
    (m) => {
      if (!familiesLoaded) register(m.familyKinds);
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
