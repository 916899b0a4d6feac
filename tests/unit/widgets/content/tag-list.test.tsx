import { entryOf } from "../entry-of";
import { schemaOf } from "~/widgets/schemas.server";
import { describe, expect, it } from "vitest";
import { tagListWidget } from "~/widgets/tag-list";
import {
  accepts,
  expectInert,
  JS_URL,
  renderWidget,
  SCRIPT,
  itRendersEverySample,
} from "./harness";

const def = entryOf(tagListWidget);
const logo = (x: number, y: number) => ({
  text: "Partner",
  image: { url: "/images/logo-partner.svg", aspectRatioX: x, aspectRatioY: y },
});
const imgSize = (html: string) => {
  const img = /<img[^>]*>/.exec(html)?.[0] ?? "";
  return [/width="(\d+)"/.exec(img)?.[1], /height="(\d+)"/.exec(img)?.[1]].map(Number);
};

describe("TAG_LIST", () => {
  itRendersEverySample(def);

  it("renders a labelled list of tags with their colours", async () => {
    const html = await renderWidget(def, {
      label: "Skills",
      tagData: [{ text: "SQL", bgKey: "blue-light" }, { text: "Figma" }],
    });
    expect(html).toMatch(/<ul[^>]*aria-label="Skills"/);
    expect(html.match(/<li/g)?.length).toBe(2);
    expect(html).toContain("tag bg-blue-light");
  });

  it("sizes tag images 32 px by default (spec 01 section 9)", async () => {
    expect(imgSize(await renderWidget(def, { tagData: [logo(3, 1)] }))).toEqual([32, 32]);
  });

  it("with dynamicWidth: height 40 for wide images, 44 otherwise, width = ratio * height", async () => {
    expect(imgSize(await renderWidget(def, { dynamicWidth: true, tagData: [logo(3, 1)] }))).toEqual(
      [120, 40],
    );
    expect(imgSize(await renderWidget(def, { dynamicWidth: true, tagData: [logo(1, 1)] }))).toEqual(
      [44, 44],
    );
    expect(imgSize(await renderWidget(def, { dynamicWidth: true, tagData: [logo(1, 2)] }))).toEqual(
      [22, 44],
    );
  });

  it("drops malformed tags and rejects a list with none left", async () => {
    expect(
      schemaOf(def).parse({ tagData: [{ text: "ok" }, { text: 3 }, { text: " " }] }).tagData,
    ).toHaveLength(1);
    expect(accepts(def, { tagData: [{ bgKey: "blue-light" }] })).toBe(false);
    expect(accepts(def, { tagData: [] })).toBe(false);
    expect(accepts(def, {})).toBe(false);
    expect(accepts(def, { tagData: "SQL" })).toBe(false);
    expect(accepts(def, { tagData: [{ text: "SQL" }], dynamicWidth: "true" })).toBe(false);
  });

  it("renders hostile strings as text and javascript: images not at all", async () => {
    const html = await renderWidget(def, {
      label: SCRIPT,
      tagData: [{ text: SCRIPT, bgKey: "<b>", image: { url: JS_URL } }],
    });
    expectInert(html);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("bg-&lt;");
  });
});
