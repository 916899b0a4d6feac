import { entryOf } from "../entry-of";
import { samplesOf } from "~/widgets/samples";
import { describe, expect, it } from "vitest";
import { BANNER_VIEW_TYPES, bannerWidget } from "~/widgets/banner";
import {
  accepts,
  expectInert,
  JS_URL,
  renderWidget,
  SCRIPT,
  itRendersEverySample,
} from "./harness";

const def = entryOf(bannerWidget);
const base = { type: "BANNER", text: "Applications close Friday" };
const rootClass = (html: string) => /<section class="([^"]*)"/.exec(html)?.[1] ?? "";

describe("BANNER", () => {
  itRendersEverySample(def);

  it("has one sample per view type", async () => {
    expect(samplesOf(def).map((s) => (s.data as { viewType?: string }).viewType)).toEqual([
      ...BANNER_VIEW_TYPES,
    ]);
  });

  it("gives each of the six view types its own look", async () => {
    const classes = await Promise.all(
      BANNER_VIEW_TYPES.map(async (viewType) =>
        rootClass(await renderWidget(def, { ...base, viewType })),
      ),
    );
    expect(new Set(classes).size).toBe(6);
  });

  it("makes STICKY_ANNOUNCEMENT the sticky look, a labelled region with no heading", async () => {
    const html = await renderWidget(def, { ...base, viewType: "STICKY_ANNOUNCEMENT" });
    expect(rootClass(html)).toContain("stickyAnnouncement");
    expect(html).toContain('aria-label="Applications close Friday"');
    expect(html).not.toMatch(/<h\d/);
  });

  it("shows an unknown view type as BIG_CARD", async () => {
    expect(rootClass(await renderWidget(def, { ...base, viewType: "NEW_STYLE" }))).toContain(
      "bigCard",
    );
    expect(rootClass(await renderWidget(def, base))).toContain("bigCard");
  });

  it("uses bgColorData over the look's default background", async () => {
    const html = await renderWidget(def, { ...base, bgColorData: { bgKey: "green-light" } });
    expect(rootClass(html)).toContain("bg-green-light");
    expect(rootClass(html)).not.toContain("bg-primary-light");
    expect(rootClass(await renderWidget(def, base))).toContain("bg-primary-light");
  });

  it("rejects data without text or with wrong types", async () => {
    expect(accepts(def, { type: "BANNER", subText: "no main text" })).toBe(false);
    expect(accepts(def, { ...base, text: "" })).toBe(false);
    expect(accepts(def, { ...base, text: { en: "x" } })).toBe(false);
    expect(accepts(def, { ...base, image: { altText: "no url" } })).toBe(false);
    expect(accepts(def, { ...base, buttonDataList: "Apply" })).toBe(false);
  });

  it.each(BANNER_VIEW_TYPES)("renders hostile strings inert in %s", async (viewType) => {
    const html = await renderWidget(def, {
      viewType,
      text: SCRIPT,
      superText: SCRIPT,
      subText: SCRIPT,
      image: { url: JS_URL, urlDark: JS_URL, altText: SCRIPT },
      buttonDataList: [{ buttonText: SCRIPT, action: { type: "NAVIGATION", uri: JS_URL } }],
    });
    expectInert(html);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<img");
  });
});
