import { samplesOf } from "~/widgets/samples";
import { expect, it } from "vitest";
import type { AppConfig } from "~/config/app-config";
import type { Cell } from "~/contract";
import { resolveWidget, schemaOf } from "~/widgets/schemas.server";
import type { WidgetDefinition } from "~/widgets/types";
import { renderToHtml } from "../../../support/render";

export const SCRIPT = "<script>alert(1)</script>";
export const JS_URL = "javascript:alert(1)";

export function cellFor(def: WidgetDefinition, data: unknown): Cell {
  return {
    id: "c1",
    cellType: "CELL_COMPONENT",
    componentType: def.kind,
    componentData: data as Cell["componentData"],
  };
}

/** Parses with the widget's schema (throws when invalid) and renders on the server. */
export async function renderWidget(
  def: WidgetDefinition,
  data: unknown,
  config: Partial<AppConfig> = {},
): Promise<string> {
  const parsed = schemaOf(def).parse(data);
  const { Component } = def;
  return await renderToHtml(<Component data={parsed} cell={cellFor(def, data)} />, config);
}

export function accepts(def: WidgetDefinition, data: unknown): boolean {
  return schemaOf(def).safeParse(data).success;
}

/** React's escaping of text and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

const TEXT_KEYS = new Set([
  "text",
  "title",
  "subtitle",
  "superText",
  "subText",
  "buttonText",
  "caption",
  "label",
  "value",
  "subLabel",
  "items",
  "altText",
]);

/** Every user-visible string in a sample (by field name), to look for in the HTML. */
export function visibleTexts(data: unknown, key = ""): string[] {
  if (Array.isArray(data)) return data.flatMap((item) => visibleTexts(item, key));
  if (data && typeof data === "object") {
    return Object.entries(data).flatMap(([k, v]) => visibleTexts(v, k));
  }
  if ((typeof data === "string" || typeof data === "number") && TEXT_KEYS.has(key)) {
    const text = String(data).trim();
    return text ? [text] : [];
  }
  return [];
}

/** Fails when markup or a script URL made it through as live HTML. */
export function expectInert(html: string): void {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/(href|src|srcset|action)="\s*javascript:/i);
}

/** Each sample parses, resolves through the registry and shows its text. */
export function itRendersEverySample(def: WidgetDefinition): void {
  it("has at least two samples", async () => {
    expect(samplesOf(def).length).toBeGreaterThanOrEqual(2);
  });
  it.each(samplesOf(def).map((s) => [s.title, s.data] as const))(
    "sample %s parses, resolves and renders its text",
    async (_title, data) => {
      const resolved = resolveWidget(cellFor(def, data));
      expect(resolved.status).toBe("ok");
      if (resolved.status === "ok") expect(resolved.def).toBe(def);
      const html = await renderWidget(def, data);
      for (const text of visibleTexts(data)) expect(html).toContain(escapeHtml(text));
      expectInert(html);
    },
  );
}
