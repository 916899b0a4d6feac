import { describe, expect, it } from "vitest";
import { CALLOUT_TONES, CALLOUT_TONE_LOOKS } from "~/contract/widgets/callout-look";
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

const callout = layoutDef("CALLOUT");
const quote = layoutDef("QUOTE");

describe("CALLOUT", () => {
  itRendersEverySample(callout);

  it("is a note whose tone is a word and an icon shape, not colour alone", async () => {
    const html = await renderWidget(callout, {
      tone: "WARNING",
      title: "Deadline",
      text: "Apply by Friday.",
    });
    expect(html).toMatch(
      /^<div role="note" class="callout__callout callout__warning bg-yellow-light">/,
    );
    expect(html).toContain('<span class="callout__icon" aria-hidden="true">!</span>');
    expect(html).toContain(
      '<p class="callout__title"><span class="visually-hidden">Warning: </span>Deadline</p><p class="callout__text">Apply by Friday.</p>',
    );
    // Every tone has its own word and its own icon.
    expect(new Set(CALLOUT_TONES.map((t) => CALLOUT_TONE_LOOKS[t].icon)).size).toBe(4);
  });

  it("puts the tone word before the text when there is no title, and splits paragraphs", async () => {
    const html = await renderWidget(callout, {
      tone: "ERROR",
      text: "Payment failed.\n\nTry another card.",
    });
    expect(html).toContain(
      '<p class="callout__text"><span class="visually-hidden">Error: </span>Payment failed.</p><p class="callout__text">Try another card.</p>',
    );
  });

  it("tolerates an unknown tone (INFO) and unknown fields; refuses bad data", async () => {
    const data = { tone: "CELEBRATION", text: "New cohort!", confetti: true };
    expect(accepts(callout, data)).toBe(true);
    expect(await renderWidget(callout, data)).toContain("Information: ");
    expect(accepts(callout, {})).toBe(false);
    expect(accepts(callout, { text: " " })).toBe(false);
    expect(accepts(callout, { text: "x", title: "" })).toBe(false);
    expect(accepts(callout, { text: ["x"] })).toBe(false);
  });

  it("escapes script text and never links javascript:", async () => {
    const html = await renderWidget(callout, {
      title: SCRIPT,
      text: SCRIPT,
      buttonDataList: [{ buttonText: "x", action: { type: "NAVIGATION", uri: JS_URL } }],
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expectInert(html);
  });
});

describe("QUOTE", () => {
  itRendersEverySample(quote);

  it("is a figure with a blockquote and a caption naming author, role and source", async () => {
    const html = await renderWidget(quote, {
      quote: "Ship the dashboard.\n\nThen talk about it.",
      author: "Rahul Menon",
      role: "Analytics lead",
      source: "Career Week keynote",
      sourceUrl: "https://example.com/keynote",
    });
    expect(html).toMatch(
      /^<figure class="quote__quote"><blockquote class="quote__text" cite="https:\/\/example.com\/keynote"><p>Ship the dashboard.<\/p><p>Then talk about it.<\/p><\/blockquote><figcaption/,
    );
    expect(html).toContain(
      '<span class="quote__author">Rahul Menon</span><span class="quote__role">Analytics lead</span>',
    );
    expect(html).toMatch(
      /<cite class="quote__source"><a href="https:\/\/example.com\/keynote" target="_blank" rel="noopener noreferrer">Career Week keynote<\/a><\/cite>/,
    );
  });

  it("has no caption without author, role or source", async () => {
    expect(await renderWidget(quote, { quote: "Learn in public." })).not.toContain("figcaption");
  });

  it("refuses a missing quote, tolerates unknown fields", async () => {
    expect(accepts(quote, {})).toBe(false);
    expect(accepts(quote, { quote: "" })).toBe(false);
    expect(accepts(quote, { quote: "x", author: 7 })).toBe(false);
    expect(accepts(quote, { quote: "x", mood: "bold" })).toBe(true);
  });

  it("escapes script text and links no javascript: source", async () => {
    const html = await renderWidget(quote, {
      quote: SCRIPT,
      author: SCRIPT,
      source: "Talk",
      sourceUrl: JS_URL,
      image: { url: JS_URL },
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expect(html).toContain('<cite class="quote__source">Talk</cite>');
    expect(tagWithClass(html, "quote__text")).not.toContain("cite=");
    expectInert(html);
  });
});
