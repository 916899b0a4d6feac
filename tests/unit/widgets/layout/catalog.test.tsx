import { describe, expect, it } from "vitest";
import { WIDGET_SCHEMAS } from "~/contract/widgets/schemas";
import { lookupWidget } from "~/widgets/registry";
import { samplesOf } from "~/widgets/samples";
import { schemaOf } from "~/widgets/schemas.server";
import { LAYOUT_KINDS, entriesOf, isLazyComponent, serverKindOf } from "../family-kit";

const KINDS = LAYOUT_KINDS;
const layoutWidgets = entriesOf(KINDS);

describe("layout family catalogue", () => {
  it("registers each kind once, with a schema and samples under the same componentType", () => {
    expect(layoutWidgets.map((def) => def.kind)).toEqual(KINDS);
    for (const kind of KINDS) {
      expect(WIDGET_SCHEMAS[kind]).toBe(serverKindOf(kind).schema);
      expect(serverKindOf(kind).samples.length, kind).toBeGreaterThan(0);
    }
  });

  it("serves every view type of each kind from the registry", () => {
    for (const def of layoutWidgets) {
      expect(lookupWidget(def.kind)).toBe(def);
      expect(lookupWidget(def.kind, "SOME_FUTURE_VIEW")).toBe(def);
    }
  });

  it("loads each kind as a chunk of its own (React.lazy)", () => {
    for (const def of layoutWidgets) expect(isLazyComponent(def.Component), def.kind).toBe(true);
  });

  it("every kind has at least one sample that passes its schema, and every sample passes", () => {
    for (const def of layoutWidgets) {
      const samples = samplesOf(def);
      expect(samples.length, def.kind).toBeGreaterThan(0);
      for (const sample of samples) {
        const parsed = schemaOf(def).safeParse(sample.data);
        expect(parsed.success, `${def.kind}: ${sample.title}`).toBe(true);
        expect((sample.data as { type?: string }).type, sample.title).toBe(def.kind);
      }
    }
  });

  it("samples are career-learning content, not placeholder text", () => {
    const all = JSON.stringify(KINDS.map((kind) => serverKindOf(kind).samples));
    expect(all).not.toMatch(/lorem|ipsum|foo|bar baz|placeholder/i);
  });
});
