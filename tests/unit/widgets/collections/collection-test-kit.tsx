import { samplesOf } from "~/widgets/samples";
import { describe, expect, it } from "vitest";
import { cellSchema, type Cell } from "~/contract";
import { COLLECTION_KINDS, entriesOf } from "../family-kit";
import type { ResolvedWidget } from "~/widgets/registry";
import { resolveWidget, schemaOf, withWidget } from "~/widgets/schemas.server";
import type { WidgetDefinition } from "~/widgets/types";
import { WidgetCell } from "~/page/WidgetCell";
import { renderToHtml } from "../../../support/render";

/** Shared checks of the collections widget tests (not a test file itself). */

export const HOSTILE_TEXT = '<script>alert(1)</script>"><img src=x onerror=alert(1)>';
export const HOSTILE_URL = "javascript:alert(1)";

/** What React's server renderer turns text into. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

export function definitionOf(kind: string): WidgetDefinition {
  const def = entriesOf(COLLECTION_KINDS).find((d) => d.kind === kind);
  if (!def) throw new Error(`${kind} is not in the collections catalogue`);
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

export function resolveCell(kind: string, componentData: unknown): ResolvedWidget {
  return resolveWidget(componentCell(kind, componentData));
}

/** Resolves through the registry and renders inside the cell frame, as CellGrid does. */
export async function renderCell(kind: string, componentData: unknown): Promise<string> {
  const cell = componentCell(kind, componentData);
  const resolved = resolveWidget(cell);
  if (resolved.status !== "ok") {
    throw new Error(`${kind} did not resolve: ${JSON.stringify(resolved)}`);
  }
  return await renderToHtml(<WidgetCell cell={withWidget(cell)} />);
}

/** No markup injected and no script URL in any attribute. */
export function expectInert(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<img src=x/i);
  expect(html).not.toMatch(/\s(href|src|srcset|action|formaction)="\s*javascript:/i);
}

export function expectRejected(kind: string, componentData: unknown) {
  const def = definitionOf(kind);
  expect(schemaOf(def).safeParse(componentData).success).toBe(false);
  expect(resolveCell(kind, componentData).status).toBe("invalid");
}

function headerTexts(data: Record<string, unknown>): string[] {
  const header = data.headerData as { textData?: Record<string, string | undefined> } | undefined;
  const t = header?.textData ?? {};
  return [t.superText, t.text, t.subText].filter((s): s is string => !!s);
}

/**
 * Every sample parses with the widget's schema and its SSR HTML contains the texts that
 * `textsOf` picks from the parsed data (plus the header texts).
 */
export function describeSamples<TData>(kind: string, textsOf: (data: TData) => string[]) {
  const def = definitionOf(kind);
  describe(`${kind} samples`, () => {
    it("has at least two samples", async () => {
      expect(samplesOf(def).length).toBeGreaterThanOrEqual(2);
    });
    for (const sample of samplesOf(def)) {
      it(`"${sample.title}" parses and renders its text`, async () => {
        const parsed = schemaOf(def).safeParse(sample.data);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
        const data = parsed.data as TData & Record<string, unknown>;
        const html = await renderCell(kind, sample.data);
        const texts = [...headerTexts(data), ...textsOf(data)];
        expect(texts.length).toBeGreaterThan(0);
        for (const text of texts) expect(html).toContain(escapeHtml(text));
        expectInert(html);
      });
    }
  });
}
