import { describe, expect, it } from "vitest";
import { TABLE_EMPTY_TEXT, tableSchema, type TableData } from "~/contract/widgets/table";
import {
  describeSamples,
  escapeHtml,
  expectInert,
  expectRejected,
  HOSTILE_TEXT,
  renderCell,
} from "./collection-test-kit";

describeSamples<TableData>("TABLE", (data) => {
  const rows = data.rows ?? [];
  const cells = rows.flatMap((row) => data.columns.map((c) => String(row[c.key] ?? "")));
  return [
    data.caption ?? "",
    ...data.columns.map((c) => c.title),
    ...(rows.length ? cells : [TABLE_EMPTY_TEXT]),
  ].filter(Boolean);
});

const columns = [
  { key: "module", title: "Module" },
  { key: "topic", title: "Topic" },
  { key: "type", title: "Type" },
  { key: "status", title: "Status" },
  { key: "dueDate", title: "Due Date" },
];
const row = {
  module: "Module 1",
  topic: "Product thinking",
  type: "Live class",
  status: "Completed",
  dueDate: "12 Aug 2024",
};

describe("TABLE", () => {
  it("renders a real table with caption, column headers and row headers", async () => {
    const html = await renderCell("TABLE", { caption: "Learning plan", columns, rows: [row] });
    expect(html).toMatch(/<table[^>]*><caption[^>]*>Learning plan<\/caption><thead>/);
    expect(html.match(/<th scope="col">/g)).toHaveLength(5);
    expect(html).toContain('<th scope="row">Module 1</th>');
    expect(html).toContain("<td>12 Aug 2024</td>");
  });

  it("wraps the table in a focusable, labelled scroll region", async () => {
    const labelled = await renderCell("TABLE", { caption: "Learning plan", columns, rows: [row] });
    expect(labelled).toMatch(/role="region"[^>]*aria-label="Learning plan"[^>]*tabindex="0"/);
    const unlabelled = await renderCell("TABLE", { columns, rows: [row] });
    expect(unlabelled).toContain('aria-label="Table"');
  });

  it("shows the empty state when there are no rows", async () => {
    for (const rows of [[], undefined, null]) {
      const html = await renderCell("TABLE", { columns, rows });
      expect(html).toContain(TABLE_EMPTY_TEXT);
      expect(html).toMatch(/<td colspan="5"[^>]*>Nothing here yet<\/td>/i);
    }
    expect(TABLE_EMPTY_TEXT).toBe("Nothing here yet");
  });

  it("renders missing cells empty and numbers right-aligned", async () => {
    const html = await renderCell("TABLE", {
      columns: [
        { key: "mentor", title: "Mentor" },
        { key: "sessions", title: "Sessions" },
        { key: "notes", title: "Notes" },
      ],
      rows: [{ mentor: "Vikram Iyer", sessions: 3, notes: null }],
    });
    expect(html).toMatch(/<td class="[^"]*number[^"]*">3<\/td>/);
    expect(html).toContain("<td></td>");
  });

  it("rejects missing or malformed columns", async () => {
    expectRejected("TABLE", { rows: [row] });
    expectRejected("TABLE", { columns: [], rows: [row] });
    expectRejected("TABLE", { columns: [{ title: "No key" }], rows: [row] });
    expectRejected("TABLE", { columns: "Module", rows: [row] });
    expectRejected("TABLE", { columns, rows: "not a list" });
  });

  it("drops rows that are not flat string/number records", async () => {
    const parsed = tableSchema.parse({
      columns,
      rows: [row, { module: { nested: true } }, ["a", "b"], "text", { module: "Module 2" }],
    });
    expect(parsed.rows?.map((r) => r.module)).toEqual(["Module 1", "Module 2"]);
  });

  it("renders hostile cells, titles and captions as text", async () => {
    const html = await renderCell("TABLE", {
      caption: HOSTILE_TEXT,
      columns: [
        { key: "a", title: HOSTILE_TEXT },
        { key: "b", title: "B" },
      ],
      rows: [{ a: HOSTILE_TEXT, b: "javascript:alert(1)" }],
    });
    expect(html).toContain(escapeHtml(HOSTILE_TEXT));
    expectInert(html);
  });
});
