import { beforeAll, describe, expect, it } from "vitest";
import type { Cell } from "~/contract";
import { codeEditorSchema } from "~/contract/widgets/code-editor";
import { standaloneCompilerSchema } from "~/contract/widgets/standalone-compiler";
import { COMPILER_FORM_PATH } from "~/contract/code-values";
import { deleteDraft, loadDraft, saveDraft } from "~/practice/drafts";
import { SqlTable } from "~/practice/SqlTable";
import { CodeEditorWidget } from "~/widgets/code-editor/CodeEditorWidget";
import { StandaloneCompilerWidget } from "~/widgets/standalone-compiler/StandaloneCompilerWidget";
import { renderToHtml } from "../../support/render";

/**
 * The practice widgets as the server renders them, before any JavaScript: the statement and the
 * code are text, the code sits in a textarea of the no-JavaScript form, and nothing of CodeMirror
 * is needed for that.
 */
const cell = { id: "c1", cellType: "CELL_COMPONENT" } as Cell;

const editorData = codeEditorSchema.parse({
  type: "CODE_EDITOR",
  problemId: "sum-of-two-numbers",
  problemGroupId: "arrays-and-strings-basics",
  problemGroupTitle: "Arrays and strings",
  title: "Sum of two numbers",
  difficulty: "EASY",
  statement: ["Read two integers and print their sum."],
  constraints: ["-10^9 ≤ a, b ≤ 10^9"],
  tags: ["Math"],
  examples: [{ input: "2 3", output: "5" }],
  hints: [
    { hintId: "h1", title: "Hint 1", unlocked: true, content: "Split the line." },
    { hintId: "h2", title: "Hint 2", unlocked: false },
  ],
  languages: [
    { languageId: "javascript12", label: "JavaScript", starterCode: "console.log(0);" },
    { languageId: "python3", label: "Python 3", starterCode: "print(0)" },
    // A language this client does not know is left out, not a failure of the widget.
    { languageId: "brainfuck", label: "Brainfuck", starterCode: "+" },
  ],
  runToken: "sum-of-two-numbers",
});

describe("CODE_EDITOR on the server", () => {
  let html = "";
  beforeAll(async () => {
    html = await renderToHtml(<CodeEditorWidget data={editorData} cell={cell} />);
  });

  it("shows the statement, the example, constraints and an unlocked hint as text", async () => {
    expect(html).toContain("<h1>Sum of two numbers</h1>");
    expect(html).toContain("Read two integers and print their sum.");
    expect(html).toContain("2 3");
    expect(html).toContain("Split the line.");
    expect(html).toMatch(/Unlock (<!-- -->)?hint 2/);
  });

  it("puts the starter code in a labelled textarea of a form that works without JavaScript", async () => {
    expect(html).toMatch(/<form method="post" action="\/practice\/submit"/);
    expect(html).toMatch(
      /<textarea[^>]*name="sourceCode"[^>]*aria-label="Code editor, JavaScript"/,
    );
    expect(html).toContain("console.log(0);");
    expect(html).toContain('name="token" value="sum-of-two-numbers"');
    expect(html).toContain('data-editor="plain"');
    expect(html).not.toContain("Brainfuck");
  });
});

describe("STANDALONE_COMPILER on the server", () => {
  it("preloads the named language with its starter code, or the shared code", async () => {
    const data = standaloneCompilerSchema.parse({
      type: "STANDALONE_COMPILER",
      languageId: "python3",
      languages: [
        { languageId: "javascript12", label: "JavaScript", starterCode: "console.log(1)" },
        { languageId: "python3", label: "Python 3", starterCode: "print('Hello')" },
      ],
    });
    const html = await renderToHtml(<StandaloneCompilerWidget data={data} cell={cell} />);
    expect(html).toMatch(/<option value="python3" selected="">/);
    expect(html).toContain("print(&#x27;Hello&#x27;)");
    const shared = await renderToHtml(
      <StandaloneCompilerWidget
        data={{ ...data, sourceCode: "print(42)", input: "x" }}
        cell={cell}
      />,
    );
    expect(shared).toContain("print(42)");
  });

  it("is a form that runs and shares without JavaScript, with every field named", async () => {
    const data = standaloneCompilerSchema.parse({
      type: "STANDALONE_COMPILER",
      languageId: "javascript12",
      languages: [{ languageId: "javascript12", label: "JavaScript", starterCode: "1" }],
      input: "stdin text",
    });
    const html = await renderToHtml(<StandaloneCompilerWidget data={data} cell={cell} />);
    // The fields sit in the workspace's panes and name the form by its id (form="…").
    expect(html).toContain(`<form id="compiler-form" method="post" action="${COMPILER_FORM_PATH}"`);
    expect(html).toMatch(/<input type="hidden" name="csrf"/);
    expect(html).toMatch(/<select aria-label="Language" name="languageId" form="compiler-form"/);
    expect(html).toMatch(/<textarea[^>]*name="sourceCode" form="compiler-form"/);
    expect(html).toMatch(
      /<textarea id="compiler-stdin" name="input" form="compiler-form"[^>]*>stdin text</,
    );
    expect(html).toMatch(/<button type="submit" name="intent" value="run" form="compiler-form"/);
    expect(html).toMatch(/<button type="submit" name="intent" value="share" form="compiler-form"/);
  });
});

describe("SQL result tables", () => {
  it("render a header cell per column and NULL as such, in a focusable scroll box", async () => {
    const html = await renderToHtml(
      <SqlTable
        table={{
          columns: ["id", "name"],
          rows: [
            ["2", "y"],
            ["3", null],
          ],
        }}
        label="Query result"
      />,
    );
    expect(html).toMatch(/role="region" aria-label="Query result" tabindex="0"/);
    expect(html).toContain('<th scope="col">id</th><th scope="col">name</th>');
    expect(html).toMatch(/<td>3<\/td><td class="[^"]*">NULL<\/td>/);
    expect(html.replace(/<!-- -->/g, "")).toMatch(/<caption[^>]*>Query result: 2 rows<\/caption>/);
  });

  it("a query with no rows keeps its headers and says so", async () => {
    const html = await renderToHtml(
      <SqlTable table={{ columns: ["a"], rows: [] }} label="Result" />,
    );
    expect(html).toContain('<th scope="col">a</th>');
    expect(html).toContain("No rows.");
  });
});

describe("drafts without IndexedDB", () => {
  it("load nothing and save nothing, without failing: the editor still works", async () => {
    expect(typeof indexedDB).toBe("undefined");
    const blocked = () => {
      throw new Error("not blocked");
    };
    await expect(
      saveDraft({ problemId: "p", languageId: "python3", code: "x" }, blocked),
    ).resolves.toBeUndefined();
    await expect(loadDraft("p", "python3", blocked)).resolves.toBeUndefined();
    await expect(deleteDraft("p", "python3", blocked)).resolves.toBeUndefined();
  });
});
