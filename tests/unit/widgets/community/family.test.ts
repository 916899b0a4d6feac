import { describe, expect, it } from "vitest";
import { WIDGET_SCHEMAS } from "~/contract/widgets/schemas";
import { COMMUNITY_KINDS, entriesOf, serverKindOf, isLazyComponent } from "../family-kit";

const kinds = COMMUNITY_KINDS;
const communityWidgets = entriesOf(kinds);

describe("community family catalogue", () => {
  it("registers a component for every schema of the family and no other kind", () => {
    expect([...new Set(communityWidgets.map((def) => def.kind))].sort()).toEqual([...kinds].sort());
    expect(kinds.length).toBeGreaterThan(0);
    for (const kind of kinds) expect(WIDGET_SCHEMAS[kind]).toBe(serverKindOf(kind).schema);
  });

  it("gives every kind at least one sample, and every sample passes its kind's schema", () => {
    for (const kind of kinds) {
      const samples = serverKindOf(kind).samples;
      expect(samples.length, kind).toBeGreaterThan(0);
      for (const sample of samples) {
        const parsed = WIDGET_SCHEMAS[kind].safeParse(sample.data);
        expect(parsed.success, `${kind}: ${sample.title}`).toBe(true);
      }
    }
  });

  it("loads each kind as a chunk of its own", () => {
    for (const def of communityWidgets) {
      expect(isLazyComponent(def.Component), def.kind).toBe(true);
    }
  });
});
