import { describe, expect, it } from "vitest";
import { learnerTraceback, sandboxProgram } from "~server/platform/sandbox/programs";

/** A multi-file sandbox as one program of the execution pool (decision 015). */
const files = [
  { fileName: "schema.sql", code: "CREATE TABLE t (x);" },
  { fileName: "data.sql", code: "INSERT INTO t VALUES (1);" },
  { fileName: "query.sql", code: "SELECT * FROM t;" },
];

describe("sandboxProgram", () => {
  it("SQL: the other files, in order, are the setup; the entry file is the query", () => {
    expect(sandboxProgram("sqlite", files, "query.sql", "")).toEqual({
      languageId: "sqlite",
      sourceCode: "SELECT * FROM t;",
      input: "",
      setup: "CREATE TABLE t (x);\nINSERT INTO t VALUES (1);",
    });
  });

  it("another language runs the entry file alone", () => {
    const go = [{ fileName: "main.go", code: "package main" }];
    expect(sandboxProgram("go", go, "main.go", "in")).toEqual({
      languageId: "go",
      sourceCode: "package main",
      input: "in",
    });
  });

  it("Python carries every file to the loader and keeps stdin for the program", () => {
    const program = sandboxProgram(
      "python3",
      [
        { fileName: "main.py", code: "import helpers" },
        { fileName: "helpers.py", code: "X = 1" },
      ],
      "main.py",
      "stdin text",
    );
    expect(program.input).toBe("stdin text");
    const encoded = /__SANDBOX_FILES = "([^"]+)"/.exec(program.sourceCode)?.[1] ?? "";
    expect(JSON.parse(Buffer.from(encoded, "base64").toString("utf8"))).toEqual({
      "main.py": "import helpers",
      "helpers.py": "X = 1",
    });
    expect(program.sourceCode).toContain('__SANDBOX_ENTRY = "main.py"');
  });
});

describe("learnerTraceback", () => {
  it("drops the loader's frame and the project folder", () => {
    const text = [
      "Traceback (most recent call last):",
      '  File "<exec>", line 19, in <module>',
      '  File "/tmp/sandbox-project/main.py", line 2, in <module>',
      "    boom()",
      '  File "/tmp/sandbox-project/helpers.py", line 2, in boom',
      "    raise ValueError('no')",
      "ValueError: no",
    ].join("\n");
    expect(learnerTraceback(text)).toBe(
      [
        "Traceback (most recent call last):",
        '  File "main.py", line 2, in <module>',
        "    boom()",
        '  File "helpers.py", line 2, in boom',
        "    raise ValueError('no')",
        "ValueError: no",
      ].join("\n"),
    );
  });
});
