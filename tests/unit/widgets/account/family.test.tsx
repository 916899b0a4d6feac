import { describe, expect, it } from "vitest";
import { WIDGET_SCHEMAS } from "~/contract/widgets/schemas";
import { lookupWidget } from "~/widgets/registry";
import { samplesOf } from "~/widgets/samples";
import { resolveWidget } from "~/widgets/schemas.server";
import { ACCOUNT_KINDS, entriesOf, serverKindOf, isLazyComponent } from "../family-kit";
import { componentCell, expectInert, renderCell } from "./account-kit";

const KINDS = ACCOUNT_KINDS;
const accountWidgets = entriesOf(KINDS);

describe("the account family", () => {
  it("registers its kinds once each, in the schema table, the registry and the samples", async () => {
    expect(accountWidgets.map((def) => def.kind)).toEqual(KINDS);
    for (const kind of KINDS) {
      expect(WIDGET_SCHEMAS[kind]).toBe(serverKindOf(kind).schema);
      expect(serverKindOf(kind).samples.length, kind).toBeGreaterThan(0);
      expect(lookupWidget(kind)?.kind).toBe(kind);
    }
  });

  it("every kind has a sample that passes its schema, and every sample does", async () => {
    for (const def of accountWidgets) {
      const samples = samplesOf(def);
      expect(samples.length, def.kind).toBeGreaterThanOrEqual(2);
      for (const sample of samples) {
        const parsed = WIDGET_SCHEMAS[def.kind].safeParse(sample.data);
        expect(
          parsed.success,
          `${def.kind} "${sample.title}": ${JSON.stringify(parsed.error?.issues)}`,
        ).toBe(true);
        expect((sample.data as { type?: string }).type).toBe(def.kind);
        expect(resolveWidget(componentCell(def.kind, sample.data)).status).toBe("ok");
      }
    }
  });

  it("every sample renders through the cell frame without live markup", async () => {
    for (const def of accountWidgets) {
      for (const sample of samplesOf(def)) {
        const html = await renderCell(def.kind, sample.data);
        expect(html).toContain(`data-widget="${def.kind}"`);
        expect(html).not.toContain("widget-problem");
        expectInert(html);
      }
    }
  });

  it("each kind's component is a chunk of its own (React.lazy)", async () => {
    for (const def of accountWidgets) {
      expect(isLazyComponent(def.Component), def.kind).toBe(true);
    }
  });

  it("the page editor can build an edit form for every kind", async () => {
    for (const kind of KINDS) {
      const fields = serverKindOf(kind).editor.fields;
      expect(fields.length, kind).toBeGreaterThan(3);
    }
  });
});
