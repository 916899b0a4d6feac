import { entryOf } from "../entry-of";
import { schemaOf } from "~/widgets/schemas.server";
import { describe, expect, it } from "vitest";
import { statsWidget } from "~/widgets/stats";
import {
  accepts,
  expectInert,
  JS_URL,
  renderWidget,
  SCRIPT,
  itRendersEverySample,
} from "./harness";

const def = entryOf(statsWidget);

describe("STATS", () => {
  itRendersEverySample(def);

  it("renders each figure as a label/value pair", async () => {
    const html = await renderWidget(def, {
      items: [{ value: "4.8/5", label: "Average rating", subLabel: "6,000+ reviews" }],
    });
    expect(html).toMatch(
      /<dl[^>]*><div[^>]*><dt[^>]*>Average rating<\/dt><dd[^>]*>4.8\/5<\/dd><dd[^>]*>6,000\+ reviews<\/dd><\/div><\/dl>/,
    );
  });

  it("accepts numeric values and shows them as written", async () => {
    expect(
      await renderWidget(def, { items: [{ value: 1200, label: "Hiring partners" }] }),
    ).toContain(">1200<");
  });

  it("puts the row on a palette band when bgColorData is set", async () => {
    const html = await renderWidget(def, {
      bgColorData: { bgKey: "dark-purple" },
      items: [{ value: "5", label: "Career tracks" }],
    });
    expect(html).toContain("bg-dark-purple");
  });

  it("drops malformed figures and rejects a row with none left", async () => {
    const parsed = schemaOf(def).parse({
      items: [
        { value: "87%", label: "Placed" },
        { value: "10" },
        { label: "No value" },
        { value: " ", label: "x" },
      ],
    });
    expect(parsed.items).toHaveLength(1);
    expect(accepts(def, { items: [] })).toBe(false);
    expect(accepts(def, {})).toBe(false);
    expect(accepts(def, { items: { value: "1", label: "x" } })).toBe(false);
    expect(accepts(def, { items: [{ value: true, label: "x" }] })).toBe(false);
  });

  it("renders hostile strings as text and javascript: icons not at all", async () => {
    const html = await renderWidget(def, {
      items: [{ value: SCRIPT, label: SCRIPT, subLabel: SCRIPT, icon: { url: JS_URL } }],
    });
    expectInert(html);
    expect(html.match(/&lt;script&gt;/g)?.length).toBe(3);
    expect(html).not.toContain("<img");
  });
});
