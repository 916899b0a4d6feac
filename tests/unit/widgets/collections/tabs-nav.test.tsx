import { describe, expect, it } from "vitest";
import { tabsNavSchema, type TabsNavData } from "~/contract/widgets/tabs-nav";
import {
  describeSamples,
  escapeHtml,
  expectInert,
  expectRejected,
  HOSTILE_TEXT,
  HOSTILE_URL,
  renderCell,
} from "./collection-test-kit";

describeSamples<TabsNavData>("TABS_NAV", (data) => data.tabs.map((t) => t.title));

describe("TABS_NAV", () => {
  const base = {
    type: "TABS_NAV",
    tabs: [
      { title: "Overview", targetId: "overview" },
      { title: "Curriculum", targetId: "#curriculum" },
      { title: "FAQs", targetId: "faq_2024-v2" },
    ],
  };

  it("links each tab to #targetId inside a labelled nav, first tab current on the server", async () => {
    const html = await renderCell("TABS_NAV", base);
    expect(html).toMatch(/<nav[^>]*aria-label="On this page"/);
    expect(html).toContain('href="#overview"');
    expect(html).toContain('href="#curriculum"'); // a leading "#" from upstream is dropped
    expect(html).toContain('href="#faq_2024-v2"');
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
    expect(html).toMatch(/<a[^>]*href="#overview"[^>]*aria-current="true"/);
  });

  it("uses the given aria label", async () => {
    const html = await renderCell("TABS_NAV", { ...base, ariaLabel: "Course sections" });
    expect(html).toContain('aria-label="Course sections"');
  });

  it("accepts only safe id characters in targetId", async () => {
    const parse = (targetId: unknown) =>
      tabsNavSchema.safeParse({ tabs: [{ title: "T", targetId }] }).success;
    expect(parse("overview")).toBe(true);
    expect(parse("Module_1-intro")).toBe(true);
    expect(parse(HOSTILE_URL)).toBe(false);
    expect(parse('x" onmouseover="alert(1)')).toBe(false);
    expect(parse("/login")).toBe(false);
    expect(parse("https://evil.example/#x")).toBe(false);
    expect(parse("two words")).toBe(false);
    expect(parse("")).toBe(false);
    expect(parse("a".repeat(65))).toBe(false);
    expect(parse(42)).toBe(false);
  });

  it("drops unsafe tabs and keeps the safe ones", async () => {
    const data = {
      tabs: [
        { title: "Bad", targetId: HOSTILE_URL },
        { title: "Good", targetId: "good" },
      ],
    };
    const parsed = tabsNavSchema.parse(data);
    expect(parsed.tabs.map((t) => t.targetId)).toEqual(["good"]);
    const html = await renderCell("TABS_NAV", data);
    expect(html).not.toContain("Bad");
    expectInert(html);
  });

  it("rejects missing, empty or wrongly typed tabs", async () => {
    expectRejected("TABS_NAV", { type: "TABS_NAV" });
    expectRejected("TABS_NAV", { tabs: [] });
    expectRejected("TABS_NAV", { tabs: "overview" });
    expectRejected("TABS_NAV", { tabs: [{ title: "No target" }] });
    expectRejected("TABS_NAV", { tabs: [{ title: 5, targetId: "x" }] });
  });

  it("renders hostile titles as text", async () => {
    const html = await renderCell("TABS_NAV", { tabs: [{ title: HOSTILE_TEXT, targetId: "x" }] });
    expect(html).toContain(escapeHtml(HOSTILE_TEXT));
    expectInert(html);
  });

  it("keeps unknown fields of the common contract", async () => {
    const parsed = tabsNavSchema.parse({ ...base, somethingNew: { a: 1 } });
    expect((parsed as Record<string, unknown>).somethingNew).toEqual({ a: 1 });
  });
});
