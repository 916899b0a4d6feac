import type { z } from "zod";
import type { Cell, WidgetResolution } from "~/contract";
import { serverKinds } from "./kinds.server";
import { kindOf, lookupWidget, widgetOf, type ResolvedWidget } from "./registry";
import type { WidgetDefinition } from "./types";

const serverKindOf = new Map(serverKinds.map((def) => [def.kind, def]));

/** A definition's server half (index.server.ts): its schema, its stylesheets. */
function serverHalfOf(def: WidgetDefinition) {
  const server = serverKindOf.get(def.kind);
  if (!server) throw new Error(`Widget ${def.kind} has no index.server.ts`);
  return server;
}

/** The schema a definition's componentData must pass: its kind's (index.server.ts). */
export function schemaOf(def: WidgetDefinition): z.ZodTypeAny {
  return serverHalfOf(def).schema;
}

/** Reads one component cell's componentData with its widget's schema. */
export function resolveCellWidget(cell: Cell): WidgetResolution {
  const kind = kindOf(cell);
  const def = lookupWidget(kind, cell.componentData?.viewType);
  if (!def) return { status: "unknown", kind: kind || "(none)" };
  const { schema, stylesheets } = serverHalfOf(def);
  const parsed = schema.safeParse(cell.componentData ?? {});
  if (parsed.success)
    return {
      status: "ok",
      data: parsed.data,
      ...(stylesheets ? { stylesheets } : {}),
    };
  return {
    status: "invalid",
    kind,
    issues: parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`),
  };
}

/** The cell with its resolution attached. */
export function withWidget(cell: Cell): Cell {
  return cell.cellType === "CELL_COMPONENT" ? { ...cell, widget: resolveCellWidget(cell) } : cell;
}

/**
 * What the browser reads of componentData besides the parsed widget (WidgetCell's header,
 * footer and background, the registry's kind and view type): a cell that parsed sends only these,
 * not its data twice. The page editor needs it all (resolveWidgetsIn without `slim`).
 */
const READ_BESIDE_WIDGET = ["type", "viewType", "headerData", "footerData", "bgColorData"] as const;

function slimmed(cell: Cell): Cell {
  const resolved = withWidget(cell);
  if (resolved.widget?.status !== "ok" || !resolved.componentData) return resolved;
  const data = resolved.componentData as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const key of READ_BESIDE_WIDGET) if (data[key] !== undefined) kept[key] = data[key];
  return { ...resolved, componentData: kept as Cell["componentData"] };
}

function isCellList(value: unknown): value is Cell[] {
  return (
    Array.isArray(value) &&
    value.every((item) => !!item && typeof item === "object" && "cellType" in item)
  );
}

/**
 * Every `cells` list in a loader's answer (the page, its frame pages) with its component cells
 * resolved. Walks plain data only; returns a new value. `slim`: a parsed cell keeps only what is
 * read beside its widget of its componentData (a page shown, not edited).
 */
export function resolveWidgetsIn<T>(value: T, options: { slim?: boolean } = {}): T {
  if (Array.isArray(value)) return value.map((item) => resolveWidgetsIn(item, options)) as T;
  if (!value || typeof value !== "object") return value;
  const resolve = options.slim ? slimmed : withWidget;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] =
      key === "cells" && isCellList(inner) ? inner.map(resolve) : resolveWidgetsIn(inner, options);
  }
  return out as T;
}

/** Resolves and looks up in one step, as the browser would see the cell (gallery, tests). */
export function resolveWidget(cell: Cell): ResolvedWidget {
  return widgetOf(withWidget(cell));
}
