import { describe, expect, it } from "vitest";
import { dimensionToCss } from "~/contract/layout-values";
import {
  accepts,
  escapeHtml,
  expectInert,
  itRendersEverySample,
  renderWidget,
  SCRIPT,
} from "../content/harness";
import { layoutDef } from "./layout-kit";

const spacer = layoutDef("SPACER");
const divider = layoutDef("DIVIDER");

describe("dimensions", () => {
  it("turn into bounded CSS lengths", async () => {
    expect(dimensionToCss({ type: "ABSOLUTE", value: 24 })).toBe("24px");
    expect(dimensionToCss({ type: "PERCENTAGE", value: 150 })).toBe("100%");
    expect(dimensionToCss({ type: "VIEWPORT", value: 10 }, "width")).toBe("10vw");
    expect(dimensionToCss({ type: "VIEWPORT", value: 10 }, "height")).toBe("10vh");
    expect(dimensionToCss({ value: 99999 })).toBe("2000px");
    expect(dimensionToCss({ type: "EM", value: -4 })).toBe("0px");
    expect(dimensionToCss({ value: Number.NaN })).toBeUndefined();
    expect(dimensionToCss(undefined)).toBeUndefined();
  });
});

describe("SPACER", () => {
  itRendersEverySample(spacer);

  it("sets one custom property per device class, for the media queries to pick", async () => {
    const html = await renderWidget(spacer, {
      height: {
        MOBILE: { type: "ABSOLUTE", value: 16 },
        TABLET: { type: "VIEWPORT", value: 5 },
        DESKTOP: { type: "PERCENTAGE", value: 4 },
      },
    });
    expect(html).toBe(
      '<div class="spacer__spacer" style="--spacer-mobile:16px;--spacer-tablet:5vh;--spacer-desktop:4%" aria-hidden="true"></div>',
    );
  });

  it("leaves out device classes without a height", async () => {
    const html = await renderWidget(spacer, { height: { DESKTOP: { value: 64 } } });
    expect(html).toContain('style="--spacer-desktop:64px"');
    expect(html).not.toContain("--spacer-mobile");
  });

  it("refuses a spacer without any height or with a bad one", async () => {
    expect(accepts(spacer, {})).toBe(false);
    expect(accepts(spacer, { height: {} })).toBe(false);
    expect(accepts(spacer, { height: { MOBILE: { value: "24px" } } })).toBe(false);
    expect(accepts(spacer, { height: { MOBILE: { value: -1 } } })).toBe(false);
    expect(accepts(spacer, { height: { MOBILE: { value: 24 }, WATCH: { value: 1 } } })).toBe(true);
    expect(accepts(spacer, { height: { MOBILE: { type: "REM", value: 2 } } })).toBe(true);
  });
});

describe("DIVIDER", () => {
  itRendersEverySample(divider);

  it("is an <hr> with its line style, thickness and spacing", async () => {
    expect(await renderWidget(divider, {})).toBe(
      '<hr class="divider__divider" style="--divider-style:solid;--divider-thickness:1px;--divider-spacing:16px"/>',
    );
    const html = await renderWidget(divider, {
      lineStyle: "DOTTED",
      thickness: 3,
      spacing: 0,
      emphasis: true,
    });
    expect(html).toContain('class="divider__divider divider__emphasis"');
    expect(html).toContain("--divider-style:dotted;--divider-thickness:3px;--divider-spacing:0px");
  });

  it("shows a label as text between two lines", async () => {
    expect(await renderWidget(divider, { label: "or" })).toMatch(
      /^<p class="divider__divider divider__labelled" [^>]*><span>or<\/span><\/p>$/,
    );
  });

  it("tolerates unknown styles and fields, refuses bad numbers and blank labels", async () => {
    expect(accepts(divider, { lineStyle: "WAVY", extra: true })).toBe(true);
    expect(await renderWidget(divider, { lineStyle: "WAVY" })).toContain("--divider-style:solid");
    expect(accepts(divider, { thickness: 0 })).toBe(false);
    expect(accepts(divider, { thickness: 1.5 })).toBe(false);
    expect(accepts(divider, { spacing: 500 })).toBe(false);
    expect(accepts(divider, { label: " " })).toBe(false);
  });

  it("escapes a script label", async () => {
    const html = await renderWidget(divider, { label: SCRIPT.slice(0, 40) });
    expect(html).toContain(escapeHtml(SCRIPT.slice(0, 40)));
    expectInert(html);
  });
});
