import { entryOf } from "../entry-of";
import { schemaOf } from "~/widgets/schemas.server";
import { describe, expect, it } from "vitest";
import { headerTextWidget } from "~/widgets/header-text";
import {
  accepts,
  expectInert,
  JS_URL,
  renderWidget,
  SCRIPT,
  itRendersEverySample,
} from "./harness";

const def = entryOf(headerTextWidget);
const base = { type: "HEADER_TEXT", textData: { text: "Learn from practitioners" } };

describe("HEADER_TEXT", () => {
  itRendersEverySample(def);

  it("uses heading size 2 by default and the textSize when given", async () => {
    expect(await renderWidget(def, base)).toMatch(/<h2 class="heading-2">/);
    // Past the page title's h1 the size is a style on an h2: no heading level is skipped.
    expect(await renderWidget(def, { ...base, textSize: 4 })).toMatch(/<h2 class="heading-4">/);
    expect(await renderWidget(def, { ...base, textSize: 7 })).toMatch(/<h2 class="heading-5">/);
  });

  it("applies the alignment", async () => {
    expect(await renderWidget(def, { ...base, alignment: "CENTER" })).toContain("align-center");
    expect(await renderWidget(def, { ...base, alignment: "RIGHT" })).toContain("align-right");
    expect(await renderWidget(def, { ...base, alignment: "DIAGONAL" })).toContain("align-left");
  });

  it("rejects data without heading text or with wrong types", async () => {
    expect(accepts(def, { type: "HEADER_TEXT" })).toBe(false);
    expect(accepts(def, { type: "HEADER_TEXT", textData: { subText: "only sub" } })).toBe(false);
    expect(accepts(def, { textData: { text: 5 } })).toBe(false);
    expect(accepts(def, { ...base, buttonDataList: {} })).toBe(false);
    expect(accepts(def, { ...base, textSize: 2.5 })).toBe(false);
  });

  it("drops malformed tags and buttons but keeps the rest", async () => {
    const parsed = schemaOf(def).parse({
      ...base,
      tagData: [{ text: "Live" }, { bgKey: "no-text" }],
      buttonDataList: [{ buttonText: "Go" }, "nonsense"],
    });
    expect(parsed.tagData).toHaveLength(1);
    expect(parsed.buttonDataList).toHaveLength(1);
  });

  it("renders hostile strings as text and javascript: targets inert", async () => {
    const html = await renderWidget(def, {
      textData: { text: SCRIPT, superText: SCRIPT, subText: SCRIPT },
      tagData: [{ text: SCRIPT, image: { url: JS_URL } }],
      buttonDataList: [{ buttonText: "Open", action: { uri: JS_URL } }],
    });
    expectInert(html);
    expect(html.match(/&lt;script&gt;/g)?.length).toBe(4);
    expect(html).toMatch(/<button[^>]*disabled/);
  });
});
