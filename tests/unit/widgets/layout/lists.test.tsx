import { describe, expect, it } from "vitest";
import { schemaOf } from "~/widgets/schemas.server";
import {
  accepts,
  escapeHtml,
  expectInert,
  itRendersEverySample,
  JS_URL,
  renderWidget,
  SCRIPT,
} from "../content/harness";
import { layoutDef } from "./layout-kit";

const features = layoutDef("ICON_FEATURE_LIST");
const stepper = layoutDef("STEPPER");

describe("ICON_FEATURE_LIST", () => {
  itRendersEverySample(features);

  it("is a list of features with decorative icons and h3 titles", async () => {
    const html = await renderWidget(features, {
      numColumns: 2,
      items: [
        {
          icon: { url: "https://cdn.example.com/i.svg" },
          title: "Live classes",
          text: "Twice a week.",
        },
        { title: "Mentors" },
      ],
    });
    expect(html).toMatch(/^<ul class="icon-feature-list__list" style="--columns:2">/);
    expect(html.match(/<li class="icon-feature-list__item">/g)).toHaveLength(2);
    expect(html).toMatch(/<img [^>]*alt=""/);
    expect(html).toContain(
      '<h3 class="icon-feature-list__title">Live classes</h3><p class="icon-feature-list__text">Twice a week.</p>',
    );
    expect(await renderWidget(features, { items: [{ title: "x" }] })).toContain("--columns:3");
  });

  it("drops malformed features, refuses a list with none or bad columns", async () => {
    const parsed = schemaOf(features).parse({ items: [{ title: "ok" }, { text: "no title" }] });
    expect(parsed.items).toHaveLength(1);
    expect(accepts(features, { items: [] })).toBe(false);
    expect(accepts(features, { items: [{ text: "no title" }] })).toBe(false);
    expect(accepts(features, { items: [{ title: "x" }], numColumns: 5 })).toBe(false);
    expect(accepts(features, { items: [{ title: "x", badge: "new" }], layoutHint: 1 })).toBe(true);
  });

  it("escapes script text and shows no javascript: icon", async () => {
    const html = await renderWidget(features, {
      items: [{ title: SCRIPT, text: SCRIPT, icon: { url: JS_URL, altText: "x" } }],
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expectInert(html);
  });
});

describe("STEPPER", () => {
  itRendersEverySample(stepper);

  it("is an ordered list of numbered steps", async () => {
    const html = await renderWidget(stepper, {
      steps: [{ title: "Apply", text: "Ten minutes." }, { title: "Join" }],
    });
    expect(html).toMatch(/^<ol role="list" class="stepper__steps stepper__horizontal">/);
    expect(html).toContain(
      '<li class="stepper__step"><span class="stepper__number" aria-hidden="true">1</span><div class="stepper__body"><h3 class="stepper__title">Apply</h3><p class="stepper__text">Ten minutes.</p></div></li>',
    );
    expect(html).toContain('<span class="stepper__number" aria-hidden="true">2</span>');
  });

  it("lays out vertically on request, tolerates unknown layouts", async () => {
    expect(await renderWidget(stepper, { layout: "VERTICAL", steps: [{ title: "a" }] })).toContain(
      'class="stepper__steps"',
    );
    expect(accepts(stepper, { layout: "ZIGZAG", steps: [{ title: "a" }], extra: 1 })).toBe(true);
    expect(await renderWidget(stepper, { layout: "ZIGZAG", steps: [{ title: "a" }] })).toContain(
      'class="stepper__steps stepper__horizontal"',
    );
  });

  it("refuses no steps, more than twelve or malformed ones", async () => {
    expect(accepts(stepper, {})).toBe(false);
    expect(accepts(stepper, { steps: [] })).toBe(false);
    expect(accepts(stepper, { steps: [{ text: "untitled" }] })).toBe(false);
    expect(
      accepts(stepper, { steps: Array.from({ length: 13 }, (_, i) => ({ title: `s${i}` })) }),
    ).toBe(false);
  });

  it("escapes script text", async () => {
    const html = await renderWidget(stepper, { steps: [{ title: SCRIPT, text: SCRIPT }] });
    expect(html).toContain(escapeHtml(SCRIPT));
    expectInert(html);
  });
});
