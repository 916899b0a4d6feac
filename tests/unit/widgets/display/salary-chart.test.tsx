import { describe, expect, it } from "vitest";
import { salaryChartSchema } from "~/contract/widgets/salary-chart";
import { chartMax, chartValue } from "~/contract/widgets/salary-chart-look";
import {
  accepts,
  describeSamples,
  displayDef,
  escapeHtml,
  expectInert,
  expectRefused,
  renderCell,
  SCRIPT,
} from "./display-kit";

describeSamples(displayDef("SALARY_CHART"), (data) => {
  const d = data as { caption?: string; bars: { label: string }[] };
  return [...(d.caption ? [d.caption] : []), ...d.bars.map((b) => b.label)];
});

const data = {
  caption: "Median salary by stage",
  valuePrefix: "₹",
  valueSuffix: " LPA",
  groupLabel: "Stage",
  valueLabel: "Median salary",
  bars: [
    { label: "Before", value: 10 },
    { label: "After", value: 20, highlight: true, note: "412 graduates" },
  ],
};

describe("SALARY_CHART", () => {
  it("draws SVG bars scaled to the largest value, hidden from screen readers", async () => {
    const html = await renderCell("SALARY_CHART", data);
    expect(html).toMatch(
      /<figure class="salary-chart__root"><figcaption class="salary-chart__caption">Median salary by stage<\/figcaption><div class="salary-chart__chart" aria-hidden="true">/,
    );
    const fills = [...html.matchAll(/<rect class="salary-chart__fill"[^>]*width="([\d.]+)"/g)].map(
      (m) => m[1],
    );
    expect(fills).toEqual(["50.00", "100.00"]);
    expect(html.match(/<svg/g)).toHaveLength(2);
    expect(html).toContain('<div class="salary-chart__row salary-chart__highlight">');
    expect(html).toContain('<span class="salary-chart__value">₹20 LPA</span>');
  });

  it("has a real data table with caption, headers and every value", async () => {
    const html = await renderCell("SALARY_CHART", data);
    expect(html).toContain(
      '<div class="visually-hidden"><table><caption>Median salary by stage (data table)</caption><thead><tr><th scope="col">Stage</th><th scope="col">Median salary</th></tr></thead>',
    );
    expect(html).toContain('<tr><th scope="row">Before</th><td>₹10 LPA</td></tr>');
    expect(html).toContain('<tr><th scope="row">After (412 graduates)</th><td>₹20 LPA</td></tr>');
  });

  it("scales all-zero charts without dividing by zero", async () => {
    expect(chartMax([0, 0])).toBe(1);
    expect(chartValue(18.456, "$", "k")).toBe("$18.5k");
    const html = await renderCell("SALARY_CHART", { bars: [{ label: "None yet", value: 0 }] });
    expect(html).toMatch(/<rect class="salary-chart__fill"[^>]*width="0.00"/);
    expect(html).toContain("<caption>Salaries (data table)</caption>");
  });

  it("refuses charts without bars or with negative values", async () => {
    expectRefused("SALARY_CHART", {});
    expectRefused("SALARY_CHART", { bars: [] });
    expectRefused("SALARY_CHART", { bars: [{ label: "x", value: -1 }] });
    expectRefused("SALARY_CHART", { ...data, valuePrefix: "x".repeat(20) });
    expect(
      salaryChartSchema.parse({ bars: [{ label: "ok", value: 1 }, { value: 2 }] }).bars,
    ).toHaveLength(1);
  });

  it("tolerates unknown fields", async () => {
    expect(
      accepts(displayDef("SALARY_CHART"), {
        ...data,
        orientation: "vertical",
        bars: [{ ...data.bars[0], colour: "red" }],
      }),
    ).toBe(true);
  });

  it("renders hostile text as text", async () => {
    const html = await renderCell("SALARY_CHART", {
      caption: SCRIPT,
      valueSuffix: "<b>",
      bars: [{ label: SCRIPT, value: 3, note: SCRIPT }],
      source: SCRIPT,
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expect(html).not.toContain("<b>");
    expectInert(html);
  });
});
