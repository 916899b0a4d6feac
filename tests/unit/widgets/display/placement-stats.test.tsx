import { describe, expect, it } from "vitest";
import { placementStatsSchema } from "~/contract/widgets/placement-stats";
import { PLACEMENT_STATS_TEXTS } from "~/contract/widgets/placement-stats-look";
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

describeSamples(displayDef("PLACEMENT_STATS"), (data) => {
  const d = data as { recruiters?: { name: string }[]; source?: string };
  return [...(d.recruiters ?? []).map((r) => r.name), ...(d.source ? [d.source] : [])];
});

const data = {
  figures: [
    { value: "92%", label: "placed within six months", note: "of opted-in learners" },
    { value: "₹18.5 LPA", label: "median salary" },
  ],
  roles: [
    { label: "Product Manager", percent: 48 },
    { label: "Product Analyst", percent: 12.5 },
  ],
  recruiters: [
    { name: "Razorpay", logo: { url: "https://cdn.example.com/rzp.png" } },
    { name: "Meesho" },
  ],
  source: "Batch of 2025.",
  reportLink: { label: "Full report", url: "/placement-report-2025" },
};

describe("PLACEMENT_STATS", () => {
  it("pairs each figure's label and value in a description list", async () => {
    const html = await renderCell("PLACEMENT_STATS", data);
    expect(html).toContain(
      `<dl class="placement-stats__figures" aria-label="${PLACEMENT_STATS_TEXTS.figures}">`,
    );
    expect(html).toContain(
      '<dt class="placement-stats__label">placed within six months</dt><dd class="placement-stats__value">92%</dd><dd class="placement-stats__note">of opted-in learners</dd>',
    );
  });

  it("gives the role breakdown its numbers in text, the bars only for the eye", async () => {
    const html = await renderCell("PLACEMENT_STATS", data);
    expect(html).toMatch(
      /<h3 class="placement-stats__subheading">Roles graduates moved into<\/h3><ul class="placement-stats__roles">/,
    );
    expect(html).toContain(
      '<span class="placement-stats__roleLabel">Product Manager</span><span class="placement-stats__roleValue">48%</span>',
    );
    expect(html).toContain('<span class="placement-stats__roleValue">12.5%</span>');
    expect(html).toContain(
      '<span class="placement-stats__track" aria-hidden="true"><span class="placement-stats__fill" style="width:48%">',
    );
  });

  it("names recruiters by logo alt text or in words, and links the report", async () => {
    const html = await renderCell("PLACEMENT_STATS", data);
    expect(html).toContain('alt="Razorpay"');
    expect(html).toContain('<span class="placement-stats__recruiterName">Meesho</span>');
    expect(html).toMatch(
      /Batch of 2025\. <a[^>]*href="\/placement-report-2025"[^>]*>Full report<\/a>/,
    );
  });

  it("refuses data without figures and out-of-range shares", async () => {
    expectRefused("PLACEMENT_STATS", {});
    expectRefused("PLACEMENT_STATS", { figures: [] });
    expectRefused("PLACEMENT_STATS", { figures: [{ value: "92%" }] });
    expect(
      placementStatsSchema.parse({ ...data, roles: [{ label: "PM", percent: 140 }, data.roles[0]] })
        .roles,
    ).toHaveLength(1);
  });

  it("tolerates unknown fields", async () => {
    expect(
      accepts(displayDef("PLACEMENT_STATS"), {
        ...data,
        audited: true,
        figures: [{ ...data.figures[0], icon: "x" }],
      }),
    ).toBe(true);
  });

  it("renders hostile text as text and leaves a javascript: report link out", async () => {
    const html = await renderCell("PLACEMENT_STATS", {
      figures: [{ value: SCRIPT, label: SCRIPT }],
      roles: [{ label: SCRIPT, percent: 10 }],
      recruiters: [{ name: SCRIPT, logo: { url: JS_URL } }],
      source: SCRIPT,
      reportLink: { label: "Report", url: JS_URL },
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expect(html).not.toContain(">Report<");
    expect(html).not.toContain("javascript:");
    expectInert(html);
  });
});
