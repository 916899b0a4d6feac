import { entryOf } from "../entry-of";
import { schemaOf } from "~/widgets/schemas.server";
import { describe, expect, it } from "vitest";
import { buttonListWidget } from "~/widgets/button-list";
import {
  accepts,
  expectInert,
  JS_URL,
  renderWidget,
  SCRIPT,
  itRendersEverySample,
} from "./harness";

const def = entryOf(buttonListWidget);
const go = (buttonText: string, uri: string) => ({
  buttonText,
  action: { type: "NAVIGATION", uri },
});

describe("BUTTON_LIST", () => {
  itRendersEverySample(def);

  it("renders a labelled group with alignment and mobile stacking", async () => {
    const html = await renderWidget(def, {
      label: "Course actions",
      alignment: "CENTER",
      stackOnMobile: true,
      buttonDataList: [go("Syllabus", "/course/data-analyst-course"), go("FAQ", "#faq")],
    });
    expect(html).toMatch(/role="group"[^>]*aria-label="Course actions"/);
    expect(html).toContain("center");
    expect(html).toContain("stacked");
    expect(html).toContain('href="/course/data-analyst-course"');
    expect(html).toContain('href="#faq"');
  });

  it("aligns left by default and for unknown alignments", async () => {
    const html = await renderWidget(def, { alignment: "ZIGZAG", buttonDataList: [go("A", "/")] });
    expect(html).toMatch(/class="list left"/);
  });

  it("drops buttons without an accessible name and rejects an empty list", async () => {
    const parsed = schemaOf(def).parse({
      buttonDataList: [go("Keep", "/"), { buttonText: "  " }, { icon: { url: "/i.svg" } }, 7],
    });
    expect(parsed.buttonDataList).toHaveLength(1);
    expect(accepts(def, { buttonDataList: [{ icon: { url: "/i.svg", altText: "Share" } }] })).toBe(
      true,
    );
    expect(accepts(def, { buttonDataList: [{ buttonText: "" }] })).toBe(false);
    expect(accepts(def, { buttonDataList: [] })).toBe(false);
    expect(accepts(def, {})).toBe(false);
    expect(accepts(def, { buttonDataList: "Go" })).toBe(false);
    expect(accepts(def, { buttonDataList: [go("A", "/")], stackOnMobile: "yes" })).toBe(false);
  });

  it("renders hostile strings as text and javascript: targets as disabled buttons", async () => {
    const html = await renderWidget(def, {
      label: SCRIPT,
      buttonDataList: [
        go(SCRIPT, JS_URL),
        go("Fine", " javascript:alert(1)"),
        go("Data", "data:text/html,x"),
      ],
    });
    expectInert(html);
    expect(html).not.toContain("data:text");
    expect(html.match(/<button[^>]*disabled/g)?.length).toBe(3);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});
