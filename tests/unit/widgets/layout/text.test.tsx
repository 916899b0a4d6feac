import { describe, expect, it } from "vitest";
import { DEVICE_TYPES } from "~/contract";
import {
  DEVICE_CLASSES,
  hiddenOnDevices,
  TEXT_STYLES,
  textStyleLook,
} from "~/contract/layout-values";
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
import { layoutDef, tagWithClass } from "./layout-kit";

const def = layoutDef("TEXT");

describe("TEXT", () => {
  itRendersEverySample(def);

  it("writes headings one level below the page title's h1, other styles as paragraphs", async () => {
    expect(await renderWidget(def, { text: "Mentors", textStyle: "HEADING1" })).toMatch(
      /^<h2 class="text__text text__heading1 text__left">Mentors<\/h2>$/,
    );
    expect(await renderWidget(def, { text: "Mentors", textStyle: "HEADING3" })).toMatch(/^<h4 /);
    expect(await renderWidget(def, { text: "Mentors", textStyle: "HEADING6" })).toMatch(/^<h6 /);
    expect(await renderWidget(def, { text: "Small print", textStyle: "CAPTION" })).toMatch(
      /^<p class="text__text text__caption text__left">Small print<\/p>$/,
    );
    // Every style has an element and a class of its own.
    const classes = TEXT_STYLES.map((style) => textStyleLook(style).className);
    expect(new Set(classes).size).toBe(TEXT_STYLES.length);
    expect(textStyleLook("BUTTON_LARGE")).toEqual({ element: "p", className: "buttonLarge" });
  });

  it("aligns, colours with palette keys only, and links with the action", async () => {
    const html = await renderWidget(def, {
      text: "Syllabus",
      textStyle: "LINK_SMALL",
      alignment: "CENTER",
      textColor: "primary",
      action: { type: "NAVIGATION", uri: "/courses/data-analyst/syllabus" },
    });
    expect(html).toContain(
      'class="text__text text__linkSmall text__center text-primary text__keyed"',
    );
    expect(html).toMatch(/<a [^>]*href="\/courses\/data-analyst\/syllabus"[^>]*>Syllabus<\/a>/);
    const hostileColour = await renderWidget(def, { text: "x", textColor: 'red" onclick="x' });
    expect(hostileColour).not.toContain("onclick");
    expect(hostileColour).not.toContain("keyed");
  });

  it("hides the text on the device classes it is not shown on (CSS only)", async () => {
    expect(DEVICE_CLASSES).toEqual(DEVICE_TYPES);
    expect(hiddenOnDevices(["MOBILE"])).toEqual(["TABLET", "DESKTOP"]);
    expect(hiddenOnDevices(undefined)).toEqual([]);
    expect(hiddenOnDevices(["WATCH"])).toEqual([]);
    const html = await renderWidget(def, { text: "Tap to apply", visibleOn: ["MOBILE", "TABLET"] });
    expect(tagWithClass(html, "text__text")).toContain("hideDesktop");
    expect(tagWithClass(html, "text__text")).not.toMatch(/hideMobile|hideTablet/);
  });

  it("tolerates unknown styles, alignments, devices and extra fields", async () => {
    const data = {
      text: "Cohort starts soon",
      textStyle: "DISPLAY_XL",
      alignment: "JUSTIFY",
      visibleOn: ["WATCH", "DESKTOP"],
      futureField: { any: 1 },
    };
    expect(accepts(def, data)).toBe(true);
    const html = await renderWidget(def, data);
    expect(html).toMatch(
      /^<p class="text__text text__body1 text__left text__hideMobile text__hideTablet">Cohort starts soon<\/p>$/,
    );
  });

  it("refuses a missing, blank or non-text text and a non-number-free shape", async () => {
    expect(accepts(def, {})).toBe(false);
    expect(accepts(def, { text: "   " })).toBe(false);
    expect(accepts(def, { text: 42 })).toBe(false);
    expect(accepts(def, { text: "ok", textStyle: 3 })).toBe(false);
    expect(accepts(def, { text: "ok", visibleOn: "MOBILE" })).toBe(false);
    expect(schemaOf(def).parse({ text: " hi " }).text).toBe("hi");
  });

  it("escapes script text and never links javascript:", async () => {
    const html = await renderWidget(def, {
      text: SCRIPT,
      textStyle: "LINK_LARGE",
      action: { type: "NAVIGATION", uri: JS_URL },
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expectInert(html);
  });
});
