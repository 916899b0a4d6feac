import { entryOf } from "../entry-of";
import { schemaOf } from "~/widgets/schemas.server";
import { describe, expect, it } from "vitest";
import { richTextWidget } from "~/widgets/rich-text";
import { headingIds, slugify } from "~/widgets/rich-text/heading-ids";
import { accepts, expectInert, renderWidget, SCRIPT, itRendersEverySample } from "./harness";

const def = entryOf(richTextWidget);

describe("RICH_TEXT", () => {
  itRendersEverySample(def);

  it("renders headings with ids, paragraphs and lists", async () => {
    const html = await renderWidget(def, {
      blocks: [
        { kind: "heading", text: "Refund & cancellation" },
        { kind: "paragraph", text: "Line one\nLine two" },
        { kind: "list", items: ["First", "Second"] },
        { kind: "list", ordered: true, items: ["Step"] },
        { kind: "heading", text: "Contact", level: 3, id: "contact-us" },
      ],
    });
    expect(html).toContain('<h2 id="refund-cancellation" class="heading-3');
    expect(html).toContain('<h3 id="contact-us" class="heading-4');
    expect(html).toContain("Line one\nLine two");
    expect(html).toMatch(/<ul[^>]*><li>First<\/li><li>Second<\/li><\/ul>/);
    expect(html).toMatch(/<ol[^>]*><li>Step<\/li><\/ol>/);
  });

  it("links the table of contents to the heading ids", async () => {
    const html = await renderWidget(def, {
      showTableOfContents: true,
      blocks: [
        { kind: "heading", text: "Your account" },
        { kind: "paragraph", text: "Text" },
        { kind: "heading", text: "Your account" },
      ],
    });
    expect(html).toContain('aria-label="On this page"');
    expect(html).toContain('href="#your-account"');
    expect(html).toContain('href="#your-account-2"');
    expect(html).toContain('id="your-account-2"');
  });

  it("makes safe, unique heading ids", async () => {
    expect(slugify("  Privacy Policy (2024)! ")).toBe("privacy-policy-2024");
    const heading = (text: string, id?: string) => ({ kind: "heading", text, id });
    expect(
      headingIds([
        heading("Intro"),
        { kind: "paragraph", text: "x" },
        heading("Intro"),
        heading("Data", '"><script>'),
        heading("2024 changes"),
        heading("¿¿??"),
      ]),
    ).toEqual(["intro", undefined, "intro-2", "data", "section-2024-changes", "section-6"]);
  });

  it("shows an unknown block kind with text as a paragraph and drops empty blocks", async () => {
    const parsed = schemaOf(def).parse({
      blocks: [
        { kind: "quote", text: "Learning by doing" },
        { kind: "paragraph" },
        { kind: "list", items: [] },
        { kind: "heading", text: "  " },
        "text",
      ],
    });
    expect(parsed.blocks).toHaveLength(1);
    expect(await renderWidget(def, parsed)).toContain(
      '<p class="rich-text__paragraph">Learning by doing</p>',
    );
  });

  it("rejects missing or empty blocks and wrong types", async () => {
    expect(accepts(def, {})).toBe(false);
    expect(accepts(def, { blocks: [] })).toBe(false);
    expect(accepts(def, { blocks: "<p>Hello</p>" })).toBe(false);
    expect(accepts(def, { blocks: [{ kind: "paragraph", text: 5 }] })).toBe(false);
    expect(accepts(def, { blocks: [{ text: "no kind" }] })).toBe(false);
  });

  it("renders HTML in the data as text, never as markup", async () => {
    const html = await renderWidget(def, {
      showTableOfContents: true,
      blocks: [
        { kind: "heading", text: SCRIPT, id: "javascript:alert(1)" },
        { kind: "paragraph", text: `<img src=x onerror="alert(1)">${SCRIPT}` },
        { kind: "list", items: [SCRIPT, '<a href="javascript:alert(1)">x</a>'] },
      ],
    });
    expectInert(html);
    expect(html).not.toContain("<img");
    expect(html).not.toContain('<a href="javascript');
    expect(html).toContain('id="script-alert-1-script"');
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });
});
