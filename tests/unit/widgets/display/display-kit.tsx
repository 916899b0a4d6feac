import { describe, expect, it } from "vitest";
import { cellSchema, type Cell } from "~/contract";
import { WIDGET_SCHEMAS } from "~/contract/widgets/schemas";
import { DISPLAY_KINDS, entriesOf } from "../family-kit";
import { WidgetCell } from "~/page/WidgetCell";
import { samplesOf } from "~/widgets/samples";
import { resolveWidget, withWidget } from "~/widgets/schemas.server";
import type { WidgetDefinition } from "~/widgets/types";
import { renderToHtml } from "../../../support/render";
import { escapeHtml, expectInert, renderWidget, visibleTexts } from "../content/harness";

/** Shared checks of the display family's tests (not a test file itself). */

export { accepts, escapeHtml, expectInert, JS_URL, SCRIPT, renderWidget } from "../content/harness";

/** The family's definition of a kind (and view type; none: the kind's catch-all). */
export function displayDef(kind: string, viewType?: string): WidgetDefinition {
  const def = entriesOf(DISPLAY_KINDS).find(
    (d) => d.kind === kind && (viewType ? d.viewTypes?.includes(viewType) : !d.viewTypes),
  );
  if (!def) throw new Error(`${kind} ${viewType ?? "(any view)"} is not in the display catalogue`);
  return def;
}

/** A component cell as the page receives it, parsed by the page contract first. */
export function componentCell(kind: string, componentData: unknown): Cell {
  return cellSchema.parse({
    id: "cell-1",
    cellType: "CELL_COMPONENT",
    componentType: kind,
    componentData,
  });
}

/** Resolves through the registry and renders inside the cell frame (header, footer), as pages do. */
export async function renderCell(kind: string, componentData: unknown): Promise<string> {
  const cell = componentCell(kind, componentData);
  const resolved = resolveWidget(cell);
  if (resolved.status !== "ok") {
    throw new Error(`${kind} did not resolve: ${JSON.stringify(resolved)}`);
  }
  return await renderToHtml(<WidgetCell cell={withWidget(cell)} />);
}

/** The kind's schema refuses the data, and the BFF marks such a cell invalid. */
export function expectRefused(kind: string, componentData: unknown): void {
  expect(WIDGET_SCHEMAS[kind].safeParse(componentData).success).toBe(false);
  expect(resolveWidget(componentCell(kind, componentData)).status).toBe("invalid");
}

/**
 * Every sample of a definition parses, resolves to that definition, and its SSR HTML (in the
 * cell frame, and the component alone) shows every visible text of the sample and nothing live.
 */
export function describeSamples(def: WidgetDefinition, extraTexts?: (data: unknown) => string[]) {
  const label = def.viewTypes ? `${def.kind} ${def.viewTypes.join("/")}` : def.kind;
  describe(`${label} samples`, () => {
    const samples = samplesOf(def);
    it("has at least two samples", async () => {
      expect(samples.length).toBeGreaterThanOrEqual(2);
    });
    it.each(samples.map((s) => [s.title, s.data] as const))(
      "sample %s parses, resolves and renders its text",
      async (_title, data) => {
        const resolved = resolveWidget(componentCell(def.kind, data));
        expect(resolved.status).toBe("ok");
        if (resolved.status === "ok") expect(resolved.def).toBe(def);
        // The component alone renders too (what the gallery's and the editor's previews use).
        expectInert(await renderWidget(def, data));
        const html = await renderCell(def.kind, data);
        const texts = [...visibleTexts(data), ...(extraTexts?.(data) ?? [])];
        expect(texts.length).toBeGreaterThan(0);
        for (const text of texts) expect(html).toContain(escapeHtml(text));
        expectInert(html);
      },
    );
  });
}
