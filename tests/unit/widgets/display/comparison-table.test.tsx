import { describe, expect, it } from "vitest";
import { comparisonTableSchema } from "~/contract/widgets/comparison-table";
import { COMPARISON_TABLE_TEXTS } from "~/contract/widgets/comparison-table-look";
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

describeSamples(displayDef("COMPARISON_TABLE"), (data) => {
  const d = data as { columns: { title: string }[]; rows: { feature: string }[] };
  return [...d.columns.map((c) => c.title), ...d.rows.map((r) => r.feature)];
});

const data = {
  caption: "How the programmes compare",
  columns: [
    { title: "Fellowship", subtitle: "6 months", highlight: true },
    { title: "Self-paced" },
  ],
  rows: [
    { feature: "Live classes", values: ["Twice a week", false] },
    { feature: "Certificate", values: [true, true] },
    { feature: "Community", values: [true] },
  ],
};

describe("COMPARISON_TABLE", () => {
  it("is a captioned table with column and row headers", async () => {
    const html = await renderCell("COMPARISON_TABLE", data);
    expect(html).toMatch(
      /role="region" aria-label="How the programmes compare" tabindex="0"><table class="comparison-table__table"><caption class="comparison-table__caption">How the programmes compare<\/caption>/,
    );
    expect(html).toContain(
      `<th scope="col" class="comparison-table__highlight"><span class="comparison-table__badge">${COMPARISON_TABLE_TEXTS.recommended}</span><span class="comparison-table__columnTitle">Fellowship</span><span class="comparison-table__columnSubtitle">6 months</span></th>`,
    );
    expect(html).toContain(
      '<tr><th scope="row">Live classes</th><td class="comparison-table__highlight">Twice a week</td>',
    );
  });

  it("says included and not included in words next to the marks", async () => {
    const html = await renderCell("COMPARISON_TABLE", data);
    expect(html).toContain(
      '<span class="comparison-table__yes" aria-hidden="true">✓</span><span class="visually-hidden">Included</span>',
    );
    expect(html).toContain(
      '<span class="comparison-table__no" aria-hidden="true">–</span><span class="visually-hidden">Not included</span>',
    );
    // A missing value leaves its cell empty.
    expect(html).toMatch(
      /<th scope="row">Community<\/th><td class="comparison-table__highlight">.*?<\/td><td><\/td><\/tr>/,
    );
  });

  it("names the table after the header when it has no caption", async () => {
    const html = await renderCell("COMPARISON_TABLE", {
      headerData: { textData: { text: "Which fits you?" } },
      columns: data.columns,
      rows: data.rows,
    });
    expect(html).toContain('<caption class="visually-hidden">Which fits you?</caption>');
  });

  it("refuses tables without columns or rows", async () => {
    expectRefused("COMPARISON_TABLE", {});
    expectRefused("COMPARISON_TABLE", { columns: data.columns, rows: [] });
    expectRefused("COMPARISON_TABLE", { columns: [], rows: data.rows });
    expectRefused("COMPARISON_TABLE", { columns: [{ subtitle: "x" }], rows: data.rows });
    expect(
      comparisonTableSchema.parse({ ...data, rows: [...data.rows, { feature: "x", values: [{}] }] })
        .rows,
    ).toHaveLength(3);
  });

  it("tolerates unknown fields", async () => {
    expect(
      accepts(displayDef("COMPARISON_TABLE"), {
        ...data,
        sticky: true,
        columns: [{ title: "A", icon: "x" }],
      }),
    ).toBe(true);
  });

  it("renders hostile text as text", async () => {
    const html = await renderCell("COMPARISON_TABLE", {
      caption: SCRIPT,
      columns: [{ title: SCRIPT, subtitle: SCRIPT }],
      rows: [{ feature: SCRIPT, values: [SCRIPT] }],
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expectInert(html);
  });
});
