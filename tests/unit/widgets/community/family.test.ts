import { describe, expect, it } from "vitest";
import { communityWidgetSchemas } from "~/contract/widgets/community-schemas";
import { WIDGET_SCHEMAS } from "~/contract/widgets/schemas";
import { communityWidgets } from "~/widgets/catalog/community";
import { communitySamples } from "~/widgets/catalog/community-samples";
import { preloadOf } from "~/ui/lazy-part";

const kinds = Object.keys(communityWidgetSchemas);

describe("community family catalogue", () => {
  it("registers a component for every schema of the family and no other kind", () => {
    expect([...new Set(communityWidgets.map((def) => def.kind))].sort()).toEqual([...kinds].sort());
    expect(kinds.length).toBeGreaterThan(0);
    for (const kind of kinds) expect(WIDGET_SCHEMAS[kind]).toBe(communityWidgetSchemas[kind]);
  });

  it("gives every kind at least one sample, and every sample passes its kind's schema", () => {
    for (const kind of kinds) {
      const samples = communitySamples[kind] ?? [];
      expect(samples.length, kind).toBeGreaterThan(0);
      for (const sample of samples) {
        const parsed = communityWidgetSchemas[kind].safeParse(sample.data);
        expect(parsed.success, `${kind}: ${sample.title}`).toBe(true);
      }
    }
    expect(Object.keys(communitySamples).sort()).toEqual([...kinds].sort());
  });

  it("loads each kind as a chunk of its own", () => {
    for (const def of communityWidgets) {
      expect(preloadOf(def.Component), def.kind).toBeTypeOf("function");
    }
  });
});
