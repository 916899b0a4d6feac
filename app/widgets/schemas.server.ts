import type { z } from "zod";
import type { Cell, WidgetResolution } from "~/contract";
import { widgetSchemaOf } from "~/contract/widgets/schemas";
import { kindOf, lookupWidget, widgetOf, type ResolvedWidget } from "./registry";
import type { WidgetDefinition } from "./types";

/** The schema a definition's componentData must pass: the contract's, by kind. */
export function schemaOf(def: WidgetDefinition): z.ZodTypeAny {
  const schema = widgetSchemaOf(def.kind);
  if (!schema)
    throw new Error(`Widget ${def.kind} has no schema in app/contract/widgets/schemas.ts`);
  return schema;
}

/** Reads one component cell's componentData with its widget's schema. */
export function resolveCellWidget(cell: Cell): WidgetResolution {
  const kind = kindOf(cell);
  const def = lookupWidget(kind, cell.componentData?.viewType);
  if (!def) return { status: "unknown", kind: kind || "(none)" };
  const parsed = schemaOf(def).safeParse(cell.componentData ?? {});
  if (parsed.success) return { status: "ok", data: parsed.data };
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

function isCellList(value: unknown): value is Cell[] {
  return (
    Array.isArray(value) &&
    value.every((item) => !!item && typeof item === "object" && "cellType" in item)
  );
}

/**
 * Every `cells` list in a loader's answer (the page, its frame pages) with its component cells
 * resolved. Walks plain data only; returns a new value.
 */
export function resolveWidgetsIn<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => resolveWidgetsIn(item)) as T;
  if (!value || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] =
      key === "cells" && isCellList(inner) ? inner.map(withWidget) : resolveWidgetsIn(inner);
  }
  return out as T;
}

/** Resolves and looks up in one step, as the browser would see the cell (gallery, tests). */
export function resolveWidget(cell: Cell): ResolvedWidget {
  return widgetOf(withWidget(cell));
}
