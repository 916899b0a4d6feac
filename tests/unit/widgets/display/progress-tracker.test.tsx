import { describe, expect, it } from "vitest";
import { progressTrackerSchema } from "~/contract/widgets/progress-tracker";
import { PROGRESS_TRACKER_TEXTS } from "~/contract/widgets/progress-tracker-look";
import {
  accepts,
  describeSamples,
  displayDef,
  escapeHtml,
  expectInert,
  expectRefused,
  JS_URL,
  renderCell,
  SCRIPT,
} from "./display-kit";

describeSamples(displayDef("PROGRESS_TRACKER"));

const items = [
  {
    label: "Live classes attended",
    completed: 18,
    total: 24,
    unit: "classes",
    note: "2 this week",
  },
  { label: "Video hours", completed: 14.5, total: 20, unit: "hours" },
];

describe("PROGRESS_TRACKER", () => {
  it("draws each item as a native progress bar named by its label, with the count in words", async () => {
    const html = await renderCell("PROGRESS_TRACKER", { items });
    const bars = html.match(/<progress[^>]*>/g) ?? [];
    expect(bars).toHaveLength(2);
    const first = bars[0] ?? "";
    expect(first).toMatch(/max="24" value="18"/);
    expect(first).toContain('aria-valuetext="18 of 24 classes, 75% complete"');
    const labelId = /aria-labelledby="([^"]+)"/.exec(first)?.[1];
    expect(labelId).toBeTruthy();
    expect(html).toContain(
      `<span id="${labelId}" class="progress-tracker__label">Live classes attended</span>`,
    );
    expect(html).toContain("18 of 24 classes · 2 this week");
    expect(html).toContain("14.5 of 20 hours");
    expect(html).toContain("73% complete");
    expect(html).toMatch(/<ul class="progress-tracker__items"><li>/);
  });

  it("shows an overall bar first and milestones in order with their state in words", async () => {
    const html = await renderCell("PROGRESS_TRACKER", {
      items,
      overall: { completed: 30, total: 40 },
      milestones: [
        { title: "Discovery", state: "DONE", when: "Weeks 1 to 4" },
        { title: "Metrics", state: "CURRENT" },
        { title: "Capstone", state: "LATER" },
      ],
    });
    expect(html.indexOf(PROGRESS_TRACKER_TEXTS.overall)).toBeLessThan(html.indexOf("Live classes"));
    expect(html).toContain("30 of 40, 75% complete");
    expect(html).toMatch(
      /<h3 class="progress-tracker__subheading">Milestones<\/h3><ol class="progress-tracker__milestones">/,
    );
    expect(html).toContain("Weeks 1 to 4 · Done");
    expect(html).toContain("In progress");
    // An unknown state shows no state word and no state look.
    expect(html).toMatch(
      /<li class="progress-tracker__milestone "><span class="progress-tracker__dot" aria-hidden="true"><\/span><span class="progress-tracker__milestoneTitle">Capstone/,
    );
  });

  it("caps a count above its total at 100%", async () => {
    const html = await renderCell("PROGRESS_TRACKER", {
      items: [{ label: "Quizzes", completed: 12, total: 10 }],
    });
    expect(html).toContain('max="10" value="10"');
    expect(html).toContain("100% complete");
  });

  it("refuses trackers without items or with impossible figures", async () => {
    expectRefused("PROGRESS_TRACKER", {});
    expectRefused("PROGRESS_TRACKER", { items: [] });
    expectRefused("PROGRESS_TRACKER", { items: [{ label: "x", completed: 1, total: 0 }] });
    expectRefused("PROGRESS_TRACKER", { items, overall: { completed: -1, total: 5 } });
    expect(
      progressTrackerSchema.parse({ items: [...items, { label: "no total", completed: 3 }] }).items,
    ).toHaveLength(2);
  });

  it("tolerates unknown fields", async () => {
    expect(accepts(displayDef("PROGRESS_TRACKER"), { items, streakDays: 5, colour: "x" })).toBe(
      true,
    );
  });

  it("renders hostile text as text and no javascript: link", async () => {
    const html = await renderCell("PROGRESS_TRACKER", {
      items: [{ label: SCRIPT, completed: 1, total: 2, unit: SCRIPT, note: SCRIPT }],
      milestones: [{ title: SCRIPT, when: SCRIPT }],
      buttons: [{ buttonText: "Resume", action: { type: "NAVIGATION", uri: JS_URL } }],
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expect(html).not.toContain("javascript:");
    expectInert(html);
  });
});
