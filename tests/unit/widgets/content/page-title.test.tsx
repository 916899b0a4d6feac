import { entryOf } from "../entry-of";
import { schemaOf } from "~/widgets/schemas.server";
import { samplesOf } from "~/widgets/samples";
import { describe, expect, it } from "vitest";
import { pageTitleWidget, PageTitleSizeContext, pageTitleSizeFor } from "~/widgets/page-title";
import { renderToHtml } from "../../../support/render";
import {
  accepts,
  cellFor,
  expectInert,
  JS_URL,
  renderWidget,
  SCRIPT,
  itRendersEverySample,
} from "./harness";

const def = entryOf(pageTitleWidget);
const base = { type: "PAGE_TITLE", title: "Become a Product Manager" };

describe("PAGE_TITLE", () => {
  itRendersEverySample(def);

  it("has one sample per view type", async () => {
    expect(samplesOf(def).map((s) => (s.data as { viewType?: string }).viewType)).toEqual([
      "DEFAULT",
      "PAGE_TITLE_V2",
      "PAGE_TITLE_MEDIA_CARD",
      "WITH_BORDER_LINE",
    ]);
  });

  it("gives each view type its own look", async () => {
    const looks = await Promise.all(
      ["DEFAULT", "PAGE_TITLE_V2", "PAGE_TITLE_MEDIA_CARD", "WITH_BORDER_LINE"].map(
        async (viewType) =>
          /class="([^"]*)"/.exec(await renderWidget(def, { ...base, viewType }))?.[1],
      ),
    );
    expect(new Set(looks).size).toBe(4);
  });

  it("shows an unknown view type in the DEFAULT look", async () => {
    const unknown = await renderWidget(def, { ...base, viewType: "SOMETHING_NEW" });
    expect(unknown).toBe(await renderWidget(def, { ...base, viewType: "DEFAULT" }));
    expect(unknown).toContain("lookDefault");
  });

  it("uses heading level 1 by default, the data's textSize, or the page's title size", async () => {
    expect(await renderWidget(def, base)).toMatch(/<h1 class="heading-1/);
    expect(await renderWidget(def, { ...base, textSize: 3 })).toMatch(/<h3 class="heading-3/);
    expect(await renderWidget(def, { ...base, textSize: 6 })).toMatch(/<h5 class="heading-5/);
    const parsed = schemaOf(def).parse(base);
    const html = await renderToHtml(
      <PageTitleSizeContext.Provider value={pageTitleSizeFor(undefined, true)}>
        <def.Component data={parsed} cell={cellFor(def, base)} />
      </PageTitleSizeContext.Provider>,
    );
    expect(html).toMatch(/<h3 class="heading-3/);
    expect(pageTitleSizeFor(2, true)).toBe(2);
    expect(pageTitleSizeFor(undefined, false)).toBe(1);
  });

  it("shows the image only in the media card look", async () => {
    const image = { url: "/images/course-pm.svg", altText: "PM illustration" };
    expect(await renderWidget(def, { ...base, image })).not.toContain("<img");
    expect(
      await renderWidget(def, { ...base, image, viewType: "PAGE_TITLE_MEDIA_CARD" }),
    ).toContain('alt="PM illustration"');
  });

  it("rejects data without a title or with wrong types", async () => {
    expect(accepts(def, { type: "PAGE_TITLE" })).toBe(false);
    expect(accepts(def, { ...base, title: "   " })).toBe(false);
    expect(accepts(def, { ...base, title: 42 })).toBe(false);
    expect(accepts(def, { ...base, subtitle: ["x"] })).toBe(false);
    expect(accepts(def, { ...base, tagData: "tag" })).toBe(false);
    expect(accepts(def, { ...base, textSize: "big" })).toBe(false);
  });

  it("tolerates unknown fields and null optionals", async () => {
    expect(accepts(def, { ...base, subtitle: null, image: null, somethingNew: { a: 1 } })).toBe(
      true,
    );
  });

  it("renders hostile strings as text and javascript: targets inert", async () => {
    const html = await renderWidget(def, {
      ...base,
      viewType: "PAGE_TITLE_MEDIA_CARD",
      title: SCRIPT,
      subtitle: SCRIPT,
      superText: SCRIPT,
      image: { url: JS_URL, altText: SCRIPT },
      tagData: [{ text: SCRIPT, bgKey: '" onclick="x' }],
      buttonDataList: [{ buttonText: SCRIPT, action: { type: "NAVIGATION", uri: JS_URL } }],
      bgColorData: { bgKey: 'x" onmouseover="alert(1)' },
    });
    expectInert(html);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("onclick");
    expect(html).not.toContain("onmouseover");
    expect(html).not.toContain("<img");
  });
});
