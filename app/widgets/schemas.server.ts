import type { z } from "zod";
import type { Cell, WidgetResolution } from "~/contract";
import { bannerWidget } from "./banner";
import { bannerSchema } from "~/contract/widgets/banner";
import { buttonListWidget } from "./button-list";
import { buttonListSchema } from "~/contract/widgets/button-list";
import { cardListWidget } from "./card-list";
import { cardListSchema } from "~/contract/widgets/card-list";
import { faqWidget } from "./faq";
import { faqSchema } from "~/contract/widgets/faq";
import { codeEditorWidget } from "./code-editor";
import { codeEditorSchema } from "~/contract/widgets/code-editor";
import { formWidget } from "./form";
import { sandboxWidget } from "./sandbox";
import { sandboxEmbedSchema, sandboxSchema } from "~/contract/widgets/sandbox";
import { sandboxEmbedWidget } from "./sandbox-embed";
import { standaloneCompilerWidget } from "./standalone-compiler";
import { standaloneCompilerSchema } from "~/contract/widgets/standalone-compiler";
import { formSchema } from "~/contract/widgets/form";
import { headerTextWidget } from "./header-text";
import { headerTextWidgetSchema } from "~/contract/widgets/header-text";
import { imageWidget } from "./image";
import { imageWidgetSchema } from "~/contract/widgets/image";
import { logoStripWidget } from "./logo-strip";
import { logoStripSchema } from "~/contract/widgets/logo-strip";
import { pageTitleWidget } from "./page-title";
import { pageTitleSchema } from "~/contract/widgets/page-title";
import { richTextWidget } from "./rich-text";
import { richTextSchema } from "~/contract/widgets/rich-text";
import { statsWidget } from "./stats";
import { statsSchema } from "~/contract/widgets/stats";
import { tableWidget } from "./table";
import { tableSchema } from "~/contract/widgets/table";
import { tabsNavWidget } from "./tabs-nav";
import { tabsNavSchema } from "~/contract/widgets/tabs-nav";
import { tagListWidget } from "./tag-list";
import { tagListSchema } from "~/contract/widgets/tag-list";
import { testimonialsWidget } from "./testimonials";
import { testimonialsSchema } from "~/contract/widgets/testimonials";
import { timelineWidget } from "./timeline";
import { timelineSchema } from "~/contract/widgets/timeline";
import { videoWidget } from "./video";
import { videoWidgetSchema } from "~/contract/widgets/video";
import { kindOf, lookupWidget, widgetOf, type ResolvedWidget } from "./registry";
import type { WidgetDefinition } from "./types";

/**
 * The schema of every registered widget, server-side only (the `.server` name keeps it out of the
 * browser bundle): the BFF reads each component cell's componentData with it before a page leaves
 * the server, and the browser renders what it parsed (cell.widget).
 */
const SCHEMAS = new Map<WidgetDefinition, z.ZodTypeAny>([
  [bannerWidget, bannerSchema],
  [buttonListWidget, buttonListSchema],
  [cardListWidget, cardListSchema],
  [faqWidget, faqSchema],
  [formWidget, formSchema],
  [headerTextWidget, headerTextWidgetSchema],
  [imageWidget, imageWidgetSchema],
  [logoStripWidget, logoStripSchema],
  [pageTitleWidget, pageTitleSchema],
  [richTextWidget, richTextSchema],
  [statsWidget, statsSchema],
  [tableWidget, tableSchema],
  [tabsNavWidget, tabsNavSchema],
  [tagListWidget, tagListSchema],
  [testimonialsWidget, testimonialsSchema],
  [timelineWidget, timelineSchema],
  [videoWidget, videoWidgetSchema],
  [codeEditorWidget, codeEditorSchema],
  [standaloneCompilerWidget, standaloneCompilerSchema],
  [sandboxWidget, sandboxSchema],
  [sandboxEmbedWidget, sandboxEmbedSchema],
]);

/** The schema a definition's componentData must pass. */
export function schemaOf(def: WidgetDefinition): z.ZodTypeAny {
  const schema = SCHEMAS.get(def);
  if (!schema) throw new Error(`Widget ${def.kind} has no schema in schemas.server.ts`);
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
