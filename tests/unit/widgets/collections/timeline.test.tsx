import { describe, expect, it } from "vitest";
import type { TimelineData } from "~/contract/widgets/timeline";
import {
  describeSamples,
  escapeHtml,
  expectInert,
  expectRejected,
  HOSTILE_TEXT,
  renderCell,
} from "./collection-test-kit";

describeSamples<TimelineData>("TIMELINE", (data) =>
  data.steps.flatMap((s) => [s.duration, s.title, s.subText].filter((x): x is string => !!x)),
);

describe("TIMELINE", () => {
  it("renders the steps as an ordered list in order", async () => {
    const html = await renderCell("TIMELINE", {
      steps: [
        { title: "Apply", duration: "Day 1" },
        { title: "Talk to an advisor", subText: "A short call" },
        { title: "Join your cohort" },
      ],
    });
    expect(html).toMatch(/<ol[^>]*>(<li[^>]*>.*?<\/li>){3}<\/ol>/);
    expect(html.indexOf("Apply")).toBeLessThan(html.indexOf("Talk to an advisor"));
    expect(html.indexOf("Talk to an advisor")).toBeLessThan(html.indexOf("Join your cohort"));
    expect(html).toContain("Day 1");
  });

  it("rejects missing or malformed steps", async () => {
    expectRejected("TIMELINE", { type: "TIMELINE" });
    expectRejected("TIMELINE", { steps: [] });
    expectRejected("TIMELINE", { steps: [{ subText: "no title" }] });
    expectRejected("TIMELINE", { steps: [{ title: { text: "x" } }] });
    expectRejected("TIMELINE", { steps: "Apply, Learn, Get hired" });
  });

  it("renders hostile text as text", async () => {
    const html = await renderCell("TIMELINE", {
      steps: [{ title: HOSTILE_TEXT, subText: HOSTILE_TEXT, duration: HOSTILE_TEXT }],
    });
    expect(html).toContain(escapeHtml(HOSTILE_TEXT));
    expectInert(html);
  });
});
