import { describe, expect, it } from "vitest";
import { layoutWidgetSchemas } from "~/contract/widgets/layout-schemas";
import { layoutWidgets } from "~/widgets/catalog/layout";
import * as eager from "~/widgets/catalog/layout.server";
import { layoutSamples } from "~/widgets/catalog/layout-samples";
import { lookupWidget } from "~/widgets/registry";
import { samplesOf } from "~/widgets/samples";
import { schemaOf } from "~/widgets/schemas.server";

const KINDS = [
  "TEXT",
  "SPACER",
  "DIVIDER",
  "CARD_CONTAINER",
  "LOADER",
  "EMPTY_PAGE_VIEW",
  "CALLOUT",
  "QUOTE",
  "ICON_FEATURE_LIST",
  "STEPPER",
  "COUNTDOWN",
  "HIGHLIGHT_STRIP",
  "EMBED",
  "AUDIO",
  "CODE_SNIPPET",
  "BREADCRUMB",
  "SOCIAL_LINKS",
  "CONTACT_CARD",
];

describe("layout family catalogue", () => {
  it("registers each kind once, with a schema and samples under the same componentType", () => {
    expect(layoutWidgets.map((def) => def.kind)).toEqual(KINDS);
    expect(Object.keys(layoutWidgetSchemas)).toEqual(KINDS);
    expect(Object.keys(layoutSamples)).toEqual(KINDS);
  });

  it("serves every view type of each kind from the registry", () => {
    for (const def of layoutWidgets) {
      expect(lookupWidget(def.kind)).toBe(def);
      expect(lookupWidget(def.kind, "SOME_FUTURE_VIEW")).toBe(def);
    }
  });

  it("has a server component for every kind (the browser loads each kind's chunk)", () => {
    expect(Object.keys(eager)).toHaveLength(KINDS.length);
    for (const component of Object.values(eager)) expect(typeof component).toBe("function");
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
    const all = JSON.stringify(layoutSamples);
    expect(all).not.toMatch(/lorem|ipsum|foo|bar baz|placeholder/i);
  });
});
