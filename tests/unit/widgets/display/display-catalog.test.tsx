import { describe, expect, it } from "vitest";
import { WIDGET_SCHEMAS } from "~/contract/widgets/schemas";
import { lookupWidget } from "~/widgets/registry";
import { DISPLAY_KINDS, entriesOf, serverKindOf, isLazyComponent } from "../family-kit";

const kinds = DISPLAY_KINDS;
const displayWidgets = entriesOf(kinds);

describe("display family catalogue", () => {
  it("registers a component for every schema of the family and no other kind", () => {
    expect([...new Set(displayWidgets.map((def) => def.kind))].sort()).toEqual([...kinds].sort());
    expect(kinds.length).toBe(18);
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

  it("loads each kind (and each MATCH_LIST view) as a chunk of its own", () => {
    for (const def of displayWidgets) expect(isLazyComponent(def.Component), def.kind).toBe(true);
  });

  it("serves any view type of a kind that is not split by view", () => {
    for (const kind of kinds.filter((k) => k !== "MATCH_LIST")) {
      expect(lookupWidget(kind, "SOME_FUTURE_VIEW")?.kind).toBe(kind);
    }
  });
});
