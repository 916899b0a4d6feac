import { describe, expect, it } from "vitest";
import { SANDBOX_LIMITS } from "~/contract/sandbox-values";
import { extensionOf, fileNameProblem } from "~/sandbox/file-names";
import { fileModeOf } from "~/sandbox/file-modes";
import { filesFromWire, filesToWire, renameFile, withoutFile } from "~/sandbox/files";

describe("file names in the file tree", () => {
  const existing = ["index.html", "style.css", "script.js"];

  it("takes plain names with an extension", () => {
    expect(fileNameProblem("about.html", existing)).toBeUndefined();
    expect(fileNameProblem("my_file-2.test.js", existing)).toBeUndefined();
    expect(fileNameProblem("Makefile", existing)).toBeUndefined();
  });

  it("refuses empty names, slashes, leading dots and odd characters, with words that say why", () => {
    expect(fileNameProblem("", existing)).toBe("Give the file a name.");
    expect(fileNameProblem("   ", existing)).toBe("Give the file a name.");
    expect(fileNameProblem("src/app.js", existing)).toMatch(/cannot contain \/ or \\/);
    expect(fileNameProblem("..\\evil.js", existing)).toMatch(/cannot contain/);
    expect(fileNameProblem(".env", existing)).toBe("A file name cannot start with a dot.");
    expect(fileNameProblem("my file.js", existing)).toMatch(/^Use only letters, digits/);
    expect(fileNameProblem("a<b>.js", existing)).toMatch(/^Use only letters, digits/);
  });

  it("refuses names that are too long", () => {
    const long = `${"a".repeat(SANDBOX_LIMITS.fileNameChars - 2)}.js`;
    expect(fileNameProblem(long, existing)).toMatch(/at most 100 characters/);
    expect(fileNameProblem(long.slice(1), existing)).toBeUndefined();
  });

  it("refuses duplicates whatever their case, except the file's own name when renaming", () => {
    expect(fileNameProblem("style.css", existing)).toBe(
      "There is already a file called style.css.",
    );
    expect(fileNameProblem("STYLE.css", existing)).toBe(
      "There is already a file called STYLE.css.",
    );
    expect(fileNameProblem("style.css", existing, "style.css")).toBeUndefined();
    expect(fileNameProblem("Style.css", existing, "style.css")).toBeUndefined();
    expect(fileNameProblem("script.js", existing, "style.css")).toMatch(/already a file/);
  });

  it("refuses a new file past the sandbox's file limit", () => {
    const full = Array.from({ length: SANDBOX_LIMITS.files }, (_, i) => `f${i}.py`);
    expect(fileNameProblem("one-more.py", full)).toMatch(/at most 30 files/);
    expect(fileNameProblem("renamed.py", full, "f0.py")).toBeUndefined();
  });
});

describe("editor modes by extension", () => {
  it("maps extensions to practice languages, and HTML and CSS to their own modes", () => {
    expect(extensionOf("main.PY")).toBe("py");
    expect(extensionOf("Makefile")).toBe("");
    expect(fileModeOf("main.py").languageId).toBe("python3");
    expect(fileModeOf("query.sql").languageId).toBe("sqlite");
    expect(fileModeOf("script.js").languageId).toBe("javascript12");
    expect(fileModeOf("index.html")).toMatchObject({ languageId: "html" });
    expect(fileModeOf("index.html").loadMode).toBeTypeOf("function");
    expect(fileModeOf("style.css").loadMode).toBeTypeOf("function");
    expect(fileModeOf("notes.txt")).toEqual({ languageId: "plain" });
  });
});

describe("files on the wire and in the store", () => {
  const wire = [
    { fileName: "schema.sql", code: "create table t(x);" },
    { fileName: "query.sql", code: "select * from t;" },
  ];

  it("round-trips in order", () => {
    const files = filesFromWire(wire);
    expect(Object.keys(files)).toEqual(["schema.sql", "query.sql"]);
    expect(filesToWire(files)).toEqual(wire);
  });

  it("renames in place and deletes", () => {
    const files = renameFile(filesFromWire(wire), "schema.sql", "tables.sql");
    expect(Object.keys(files)).toEqual(["tables.sql", "query.sql"]);
    expect(files["tables.sql"].code).toBe("create table t(x);");
    expect(Object.keys(withoutFile(files, "query.sql"))).toEqual(["tables.sql"]);
  });
});
