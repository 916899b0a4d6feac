import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CONSOLE_LIMITS, consoleLinesOf, consoleStdin } from "~/contract/code-values";
import { CompilerOutput } from "~/practice/CompilerOutput";
import { isAwaitingInput } from "~server/platform/practice/awaiting-input";

/** Decision 068: the compiler's console, a re-run with the lines typed so far. */
describe("the console's stdin", () => {
  it("is the given input, ended by a line break, then one line each", () => {
    expect(consoleStdin("", [])).toBe("");
    expect(consoleStdin("3", [])).toBe("3");
    expect(consoleStdin("", ["Asha"])).toBe("Asha\n");
    expect(consoleStdin("3", ["a", "b"])).toBe("3\na\nb\n");
    expect(consoleStdin("3\n", ["a"])).toBe("3\na\n");
  });

  it("takes the hidden field's lines and the new one, within the bounds", () => {
    expect(consoleLinesOf("", "x")).toEqual(["x"]);
    expect(consoleLinesOf("a\nb", "")).toEqual(["a", "b", ""]);
    const full = Array.from({ length: CONSOLE_LIMITS.lines }, () => "a").join("\n");
    expect(consoleLinesOf(full, "one more")).toBeUndefined();
    expect(consoleLinesOf("", "x".repeat(CONSOLE_LIMITS.lineChars + 1))).toBeUndefined();
    expect(consoleLinesOf("a\r", "b")).toBeUndefined();
  });
});

describe("a run awaiting input", () => {
  it("is Python's EOFError at input() with stdin used up, nothing else", () => {
    const eof =
      'Traceback (most recent call last):\n  File "<exec>", line 2, in <module>\nEOFError: EOF when reading a line';
    expect(isAwaitingInput("python3", eof)).toBe(true);
    expect(isAwaitingInput("python3", "EOFError: mine")).toBe(false);
    expect(isAwaitingInput("python3", "ZeroDivisionError: division by zero")).toBe(false);
    expect(isAwaitingInput("javascript12", eof)).toBe(false);
    expect(isAwaitingInput("python3", undefined)).toBe(false);
  });

  it("shows the output, then the prompt with an inline field in a plain form", () => {
    const html = renderToStaticMarkup(
      <CompilerOutput
        result={{
          inProgress: false,
          isSuccessful: false,
          awaitingInput: true,
          result: "hi\nName: ",
        }}
        console={{
          lines: ["first"],
          fields: { csrf: "t", languageId: "python3", sourceCode: "code", input: "" },
        }}
      />,
    );
    expect(html).toMatch(/<pre[^>]*data-testid="compiler-output"[^>]*>hi\n<\/pre>/);
    expect(html).toMatch(/<form method="post" action="\/online-compiler\/run"/);
    expect(html).toContain('name="consoleLines" value="first"');
    expect(html).toContain('name="sourceCode" value="code"');
    expect(html).toMatch(
      /<span[^>]*>Name: <\/span><input name="consoleLine" aria-label="Your input: Name:"/,
    );
  });

  it("without a console (a verdict elsewhere) is shown as the plain output", () => {
    const html = renderToStaticMarkup(
      <CompilerOutput result={{ inProgress: false, awaitingInput: true, result: "Name: " }} />,
    );
    expect(html).not.toContain("consoleLine");
    expect(html).toContain("Name: ");
  });
});
