import { describe, expect, it } from "vitest";
import { reportCardSchema } from "~/contract/widgets/report-card";
import { REPORT_CARD_TEXTS } from "~/contract/widgets/report-card-look";
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

describeSamples(displayDef("REPORT_CARD"), (data) => {
  const d = data as { learnerName?: string; programme?: string; overallGrade?: string };
  return [d.learnerName, d.programme, d.overallGrade].filter((t): t is string => !!t);
});

const base = {
  learnerName: "Aditi Kulkarni",
  overallGrade: "B+",
  overallScore: 78,
  attendance: { attended: 18, total: 24 },
  modules: [
    {
      title: "SQL for analysts",
      status: "COMPLETED",
      grade: "A",
      score: 45,
      maxScore: 50,
      assignments: [
        {
          title: "Joins quiz",
          status: "GRADED",
          score: 7.5,
          maxScore: 20,
          dueDate: "2026-09-20T10:00:00Z",
        },
        { title: "Funnel analysis", status: "SUBMITTED", feedback: "Great start" },
      ],
    },
    { title: "Dashboards", status: "NOT_STARTED" },
  ],
};

describe("REPORT_CARD", () => {
  it("shows the summary as a description list with attendance in words and a progress bar", async () => {
    const html = await renderCell("REPORT_CARD", base);
    expect(html).toMatch(/<dl class="report-card__summary">/);
    expect(html).toContain(
      `<dt>${REPORT_CARD_TEXTS.grade}</dt><dd class="report-card__big">B+</dd>`,
    );
    expect(html).toContain("78 / 100");
    expect(html).toContain("75%");
    expect(html).toContain("18 of 24 live sessions");
    expect(html).toMatch(/<progress max="100" value="75" aria-label="Attendance 75%">/);
  });

  it("lists modules in order, each graded piece of work as a table row", async () => {
    const html = await renderCell("REPORT_CARD", base);
    expect(html).toMatch(/<ol class="report-card__modules">/);
    expect(html.match(/<h3 class="report-card__moduleTitle">/g)).toHaveLength(2);
    expect(html).toContain("Completed");
    expect(html).toContain("Not started");
    expect(html.match(/<th scope="col">/g)).toHaveLength(4);
    expect(html).toMatch(/<th scope="row">Joins quiz<\/th>/);
    expect(html).toContain("Submitted, awaiting grade");
    expect(html).toContain('<time dateTime="2026-09-20T10:00:00.000Z">Sun, 20 Sep 2026</time>');
    expect(html).toContain("Great start");
    expect(html).toContain(REPORT_CARD_TEXTS.noAssignments);
    // The table scrolls sideways on phones: a focusable, labelled region.
    expect(html).toMatch(/role="region" aria-label="SQL for analysts" tabindex="0"/);
  });

  it("says a score below the pass mark in words, not only by its look", async () => {
    const html = await renderCell("REPORT_CARD", base);
    expect(html).toContain(
      `7.5 / 20<span class="report-card__belowNote"> (${REPORT_CARD_TEXTS.belowPass})</span>`,
    );
    expect(html).not.toMatch(/45 \/ 50<span class="report-card__belowNote">/);
    const stricter = await renderCell("REPORT_CARD", { ...base, passPercent: 95 });
    expect(stricter).toMatch(/45 \/ 50<span class="report-card__belowNote">/);
  });

  it("refuses a card without modules or with malformed figures", async () => {
    expectRefused("REPORT_CARD", { learnerName: "Aditi" });
    expectRefused("REPORT_CARD", { modules: [] });
    expectRefused("REPORT_CARD", { modules: [{ score: 40 }] });
    expectRefused("REPORT_CARD", { ...base, attendance: { attended: 3, total: 0 } });
    expectRefused("REPORT_CARD", { ...base, overallScore: -5 });
    expectRefused("REPORT_CARD", { ...base, passPercent: 140 });
  });

  it("tolerates unknown fields and statuses, and drops malformed assignments", async () => {
    const data = {
      ...base,
      rank: 4,
      modules: [
        {
          title: "SQL",
          status: "ARCHIVED",
          assignments: [{ title: "Quiz", status: "REGRADE_REQUESTED", score: 9 }, { score: 3 }],
        },
      ],
    };
    expect(accepts(displayDef("REPORT_CARD"), data)).toBe(true);
    expect(reportCardSchema.parse(data).modules[0].assignments).toHaveLength(1);
    const html = await renderCell("REPORT_CARD", data);
    expect(html).toContain("Quiz");
    expect(html).not.toContain("ARCHIVED");
    expect(html).not.toContain("REGRADE_REQUESTED");
  });

  it("renders hostile text as text and no javascript: link", async () => {
    const html = await renderCell("REPORT_CARD", {
      learnerName: SCRIPT,
      remarks: SCRIPT,
      modules: [{ title: SCRIPT, assignments: [{ title: SCRIPT, feedback: SCRIPT }] }],
      buttons: [{ buttonText: "Open", action: { type: "NAVIGATION", uri: JS_URL } }],
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expect(html).not.toContain("javascript:");
    expectInert(html);
  });
});
