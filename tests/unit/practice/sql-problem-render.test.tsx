import { beforeAll, describe, expect, it } from "vitest";
import type { Cell } from "~/contract";
import { submissionStatusSchema } from "~/contract/code";
import { codeEditorSchema } from "~/contract/widgets/code-editor";
import { SubmissionVerdict } from "~/practice/RunResult";
import { CodeEditorWidget } from "~/widgets/code-editor/CodeEditorWidget";
import { renderToHtml } from "../../support/render";

/**
 * Issue 44: a SQL problem shows its data. The example's input tables and its expected rows are
 * real tables (a header cell per column), the verdict shows the expected table beside the
 * learner's, and there is no custom input box (a query reads tables, not stdin).
 */
const cell = { id: "c1", cellType: "CELL_COMPONENT" } as Cell;
const sqlEditor = codeEditorSchema.parse({
  type: "CODE_EDITOR",
  problemId: "top-earning-department",
  title: "SQL: top-earning departments",
  statement: ["Print every department with the total of its salaries."],
  examples: [
    {
      input: "",
      output: "Product|240",
      tables: [
        { name: "departments", columns: ["id", "name"], rows: [["3", "Product"]] },
        { name: "employees", columns: ["id", "department_id"], rows: [["4", null]] },
        // A table that does not parse is left out; the example stays.
        { name: "broken", columns: "id" },
      ],
      outputTable: { columns: ["name", "total"], rows: [["Product", "240"]] },
    },
  ],
  languages: [
    { languageId: "sqlite", label: "SQL (SQLite)", starterCode: "SELECT 1;" },
    { languageId: "psql", label: "PostgreSQL", starterCode: "SELECT 1;" },
  ],
  runToken: "top-earning-department",
});

describe("a SQL problem's statement", () => {
  // Rendered once, with its lazy parts (top-level in the suite: the tests read it).
  let html = "";
  beforeAll(async () => {
    html = await renderToHtml(<CodeEditorWidget data={sqlEditor} cell={cell} />);
  });

  it("shows each input table under its name, with a header cell per column", () => {
    expect(html).toContain('<code class="practice__tableName">departments</code>');
    expect(html).toContain('<code class="practice__tableName">employees</code>');
    expect(html).toMatch(/<th scope="col">department_id<\/th>/);
    expect(html).toMatch(/<td class="practice__null">NULL<\/td>/);
  });

  it("shows the expected output as a table, not as 'Product|240'", () => {
    expect(html).toMatch(/aria-label="Example 1, expected output"/);
    expect(html).toMatch(/<th scope="col">total<\/th>/);
    expect(html).not.toContain("Product|240");
  });

  it("drops an unreadable table, and offers no custom input for a SQL language", () => {
    expect(html).not.toContain("broken");
    expect(html).not.toContain("Custom input");
    expect(html).not.toMatch(/name="input"/);
  });
});

describe("a SQL verdict", () => {
  it("shows the expected table beside the learner's", async () => {
    const result = submissionStatusSchema.parse({
      submissionId: "s1",
      status: "REJECTED",
      judgeResult: "WRONG_ANSWER",
      testCases: [
        {
          index: 0,
          passed: false,
          input: "",
          expected: "Product|240",
          actual: "Product|",
          table: { columns: ["name", "sum"], rows: [["Product", null]] },
          expectedTable: { columns: ["name", "total"], rows: [["Product", "240"]] },
        },
      ],
    });
    const html = await renderToHtml(<SubmissionVerdict result={result} mode="RUN" />);
    expect(html).toContain('class="practice__tablePair"');
    expect(html).toMatch(/aria-label="Expected output, test case 1"/);
    expect(html).toMatch(/aria-label="Your output, test case 1"/);
    expect(html).toMatch(/<th scope="col">total<\/th>[\s\S]*<th scope="col">sum<\/th>/);
    expect(html).toContain("Input: the tables of example 1.");
  });
});
