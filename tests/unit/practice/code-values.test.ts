import { describe, expect, it } from "vitest";
import {
  CODE_STORES,
  COMPILER_SEGMENTS,
  compilerPath,
  editorDraftKey,
  LANGUAGE_ALIASES,
  LANGUAGE_IDS,
  LANGUAGE_LABELS,
  languageOfSegment,
  sandboxDraftKey,
} from "~/contract/code-values";
import {
  isRunnableLanguage,
  LANGUAGE_UNAVAILABLE_TEXT,
  languageOptionText,
} from "~/contract/runnable-languages";
import { LANGUAGE_MODES } from "~/practice/language-modes";
import { failureOf, sameOutput } from "~server/platform/practice/judge";

describe("language ids (spec 02 section 3)", () => {
  it("are the spec's 17, each with a label and an editor mode", () => {
    expect(LANGUAGE_IDS).toEqual([
      "java13",
      "javascript12",
      "python3",
      "cppgcc9",
      "sqlite",
      "psql",
      "go",
      "c",
      "csharp",
      "pandas",
      "r",
      "php",
      "kotlin",
      "swift",
      "scala",
      "prolog",
      "perl",
    ]);
    for (const id of LANGUAGE_IDS) {
      expect(LANGUAGE_LABELS[id]).toBeTruthy();
      expect(typeof LANGUAGE_MODES[id]).toBe("function");
    }
  });

  it("every editor mode loads (the language packs resolve)", async () => {
    const loaded = await Promise.all(LANGUAGE_IDS.map((id) => LANGUAGE_MODES[id]()));
    expect(loaded.every(Boolean)).toBe(true);
  });

  it.each([
    ["python3", "python3"],
    ["python", "python3"],
    ["Python", "python3"],
    ["js", "javascript12"],
    ["javascript", "javascript12"],
    ["java", "java13"],
    ["cpp", "cppgcc9"],
    ["c%2B%2B", "cppgcc9"],
    ["sql", "sqlite"],
    ["postgresql", "psql"],
    ["golang", "go"],
    ["perl", "perl"],
  ])("the compiler's last path segment %s preloads %s", (segment, id) => {
    expect(languageOfSegment(segment)).toBe(id);
  });

  it("an unknown or malformed segment names no language", () => {
    expect(languageOfSegment("klingon")).toBeUndefined();
    expect(languageOfSegment("%E0%A4%A")).toBeUndefined();
    expect(languageOfSegment(undefined)).toBeUndefined();
    expect(Object.values(LANGUAGE_ALIASES).every((id) => LANGUAGE_IDS.includes(id))).toBe(true);
  });
});

describe("offline code store keys (spec 02 section 3)", () => {
  it("editor: problem id, language id, optional extra key and the draft suffix", () => {
    expect(editorDraftKey("two-sum", "python3")).toBe("two-sum-python3-draft");
    expect(editorDraftKey("two-sum", "python3", "contest-7")).toBe(
      "two-sum-python3-contest-7-draft",
    );
  });

  it("sandbox: problemId-sandboxId, or sandboxId alone; version 2", () => {
    expect(sandboxDraftKey("sb1", "p1")).toBe("p1-sb1");
    expect(sandboxDraftKey("sb1")).toBe("sb1");
    expect(CODE_STORES.sandboxVersion).toBe(2);
  });
});

describe("the judge's comparison", () => {
  it("ignores trailing spaces, CRLF and trailing blank lines, nothing else", () => {
    expect(sameOutput("3 \r\n4\n\n", "3\n4")).toBe(true);
    expect(sameOutput("3\n 4", "3\n4")).toBe(false);
    expect(sameOutput("", "")).toBe(true);
    expect(sameOutput("3\n\n4", "3\n4")).toBe(false);
  });

  it("maps each engine outcome to the spec's judge kind", () => {
    const m = { stdout: "", stderr: "", timeMs: 1, memoryKb: 1 };
    expect(failureOf({ kind: "ok", ...m })).toBeUndefined();
    expect(failureOf({ kind: "compile-error", message: "x", ...m })?.judgeResult).toBe(
      "COMPILER_ERROR",
    );
    expect(failureOf({ kind: "time-limit", message: "x", ...m })?.judgeResult).toBe(
      "TIME_LIMIT_EXCEEDED",
    );
    expect(failureOf({ kind: "memory-limit", message: "x", ...m })?.judgeResult).toBe(
      "RUNTIME_ERROR",
    );
    expect(failureOf({ kind: "output-limit", message: "x", ...m })?.judgeResult).toBe(
      "RUNTIME_ERROR",
    );
    expect(failureOf({ kind: "runtime-error", message: "x", ...m })?.judgeResult).toBe(
      "RUNTIME_ERROR",
    );
    expect(
      failureOf({
        kind: "unsupported",
        message: "Java code can be written and saved here, but this platform cannot run it yet.",
      }),
    ).toEqual({
      message: "Java code can be written and saved here, but this platform cannot run it yet.",
    });
  });
});

describe("the compiler's address per language (issue 32)", () => {
  it("names every language by a segment that reads back as that language", () => {
    for (const id of LANGUAGE_IDS) {
      expect(languageOfSegment(COMPILER_SEGMENTS[id])).toBe(id);
      expect(compilerPath(id)).toBe(`/online-compiler/${COMPILER_SEGMENTS[id]}`);
    }
    expect(compilerPath("python3")).toBe("/online-compiler/python");
    expect(compilerPath("javascript12")).toBe("/online-compiler/javascript");
  });
});

describe("languages that run (docs/contract.md)", () => {
  it("an absent runnable runs; runnable false shows the upstream's reason, else ours", () => {
    expect(isRunnableLanguage({})).toBe(true);
    expect(isRunnableLanguage({ runnable: false })).toBe(false);
    expect(languageOptionText({ label: "Python 3" })).toBe("Python 3");
    expect(
      languageOptionText({ label: "C++", runnable: false, unavailableReason: "no compiler here" }),
    ).toBe("C++ (unavailable: no compiler here)");
    expect(languageOptionText({ label: "Go", runnable: false })).toBe(
      `Go (unavailable: ${LANGUAGE_UNAVAILABLE_TEXT})`,
    );
  });
});
