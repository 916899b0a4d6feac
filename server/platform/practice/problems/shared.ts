import type { ProblemHint, ProblemTestCase } from "../problem-types";

/**
 * A block of code written flush left in a tagged template: backslashes stay as written (so
 * Python's '\n' is still an escape in the learner's code), the first newline is dropped and the
 * block ends with exactly one newline.
 */
export function code(strings: TemplateStringsArray, ...values: unknown[]): string {
  return (
    String.raw(strings, ...values)
      .replace(/^\n/, "")
      .trimEnd() + "\n"
  );
}

/** A Java program that reads stdin with a Scanner `in`; `body` is main's body, flush left. */
export function javaMain(body: string): string {
  const indented = body
    .trimEnd()
    .split("\n")
    .map((line) => (line ? `        ${line}` : line))
    .join("\n");
  return [
    "import java.util.*;",
    "",
    "public class Main {",
    "    public static void main(String[] args) {",
    "        Scanner in = new Scanner(System.in);",
    indented,
    "    }",
    "}",
    "",
  ].join("\n");
}

/** A case shown in the statement and run by Run. */
export const sample = (input: string, expected: string): ProblemTestCase => ({
  input,
  expected,
  sample: true,
});

/** A case only Submit runs. */
export const hidden = (input: string, expected: string): ProblemTestCase => ({
  input,
  expected,
  sample: false,
});

/** A problem's hints, in the order they unlock: h1, h2, ... */
export const hints = (...contents: string[]): ProblemHint[] =>
  contents.map((content, index) => ({ id: `h${index + 1}`, content }));
