import { describe, expect, it } from "vitest";
import { errorLineLabel, failingLine } from "~/practice/failing-line";

/** Issue 44: "the failing line is marked in the editor": which line a run's error names. */
describe("the line a run's error points at", () => {
  it("Python: the learner's innermost frame", () => {
    const trace = [
      "Traceback (most recent call last):",
      '  File "<exec>", line 7, in <module>',
      '  File "<exec>", line 3, in average',
      "    return total / count",
      "           ~~~~~~^~~~~~~",
      "ZeroDivisionError: division by zero",
    ].join("\n");
    expect(failingLine(trace, "python3")).toBe(3);
  });

  it("Python: a SyntaxError's only frame, and not a library's frame after it", () => {
    expect(
      failingLine('  File "<exec>", line 2\n    print("a"\n         ^\nSyntaxError: x', "python3"),
    ).toBe(2);
    const library = [
      '  File "<exec>", line 4, in <module>',
      '  File "/lib/python3.12/json/__init__.py", line 346, in loads',
      "json.decoder.JSONDecodeError: Expecting value",
    ].join("\n");
    expect(failingLine(library, "python3")).toBe(4);
  });

  it("Python in a sandbox: only frames of the file open in the editor", () => {
    const trace = '  File "main.py", line 5, in <module>\n  File "util.py", line 2, in f\nError';
    expect(failingLine(trace, "python3", "main.py")).toBe(5);
    expect(failingLine(trace, "python3", "util.py")).toBe(2);
    expect(failingLine(trace, "python3", "other.py")).toBeUndefined();
  });

  it("JavaScript: the first main.js frame (innermost first)", () => {
    const stack =
      "TypeError: cannot read property 'z' of undefined\n    at f (main.js:3:13)\n    at main.js:5:2";
    expect(failingLine(stack, "javascript12")).toBe(3);
    expect(failingLine("SyntaxError: Unexpected token (main.js:4)", "javascript12")).toBe(4);
  });

  it("nothing when the error names no line of the learner's, or for other languages", () => {
    expect(failingLine(undefined, "python3")).toBeUndefined();
    expect(failingLine("EOFError: EOF when reading a line", "python3")).toBeUndefined();
    expect(failingLine('  File "<exec>", line 0', "python3")).toBeUndefined();
    expect(failingLine("at main.js:3:1", "java13")).toBeUndefined();
  });

  it("labels the mark in words", () => {
    expect(errorLineLabel(3)).toBe("Error on line 3");
  });
});
