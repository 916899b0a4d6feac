import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeAssistIntent } from "~server/platform/assistant/code-assist";
import { bugReport, errorLine, examplesLine } from "~server/platform/assistant/tutor-evidence";
import { runForTutor, tutorAnswer } from "~server/platform/assistant/tutor-run";
import { tutorReply, type TutorRequest } from "~server/platform/assistant/tutor";
import { createExecutionPool } from "~server/platform/execution/pool";
import type { ExecutionPool } from "~server/platform/execution/types";
import { findProblem } from "~server/platform/practice/problems";

/**
 * "Find the bug", "Give me a hint" and "Review my code" run the learner's code on the problem's
 * visible examples (real workers, the practice judge) and answer from what happened.
 */

const reverse = findProblem("reverse-a-string")!;
const ask = (request: Partial<TutorRequest>): TutorRequest => ({
  question: "",
  intent: "FIND_BUG",
  languageId: "javascript12",
  ...request,
});
const samples = reverse.testCases.filter((c) => c.sample);
/** Prints the text as it came: the bug of the issue ("No obvious bug" for it before). */
const notReversed = "const text = readline() ?? '';\nconsole.log(text.toUpperCase());";

let pool: ExecutionPool;
beforeAll(() => {
  pool = createExecutionPool({ size: 1 });
});
afterAll(() => pool.close());

describe("Find the bug runs the examples", { timeout: 60_000 }, () => {
  it("reports the first failing example with its input, expected and actual output", async () => {
    const reply = await tutorAnswer(pool, "u1", ask({ sourceCode: notReversed }), reverse);
    const first = samples[0]!;
    expect(reply).toMatch(
      /^## Example 1 gives a wrong answer\n\nYour code passes 0 of \d+ examples\. On example 1:/,
    );
    expect(reply).toContain(`**Input:**\n\n\`\`\`text\n${first.input.replace(/\n$/, "")}\n\`\`\``);
    expect(reply).toContain(
      `**Expected output:**\n\n\`\`\`text\n${first.expected.replace(/\n$/, "")}\n\`\`\``,
    );
    expect(reply).toContain(
      `**Your output:**\n\n\`\`\`text\n${first.input.replace(/\n$/, "").toUpperCase()}\n\`\`\``,
    );
    expect(reply).not.toContain("No obvious bug");
  });

  it("names the line of an exception", async () => {
    const code = "const text = readline() ?? '';\nconst parts = null;\nconsole.log(parts.length);";
    const reply = await tutorAnswer(pool, "u1", ask({ sourceCode: code }), reverse);
    expect(reply).toMatch(/^## Line 3 raises an error on example 1/);
    expect(reply).toContain("TypeError: cannot read property 'length' of null");
    expect(reply).toContain("Line 3 is `console.log(parts.length);`");
  });

  it("says when every visible example passes, and what to check next", async () => {
    const code = reverse.referenceSolutions.javascript12!;
    const reply = await tutorAnswer(pool, "u1", ask({ sourceCode: code }), reverse);
    expect(reply).toContain(`## All ${samples.length} examples pass`);
    expect(reply).toContain("Submit also runs hidden test cases");
    expect(reply).toContain("- An empty text, and a text of one character.");
  });

  it("without a problem, runs once and reports an exception's line", async () => {
    const reply = await tutorAnswer(
      pool,
      "u1",
      ask({ sourceCode: "const a = 1;\nthrow new Error('boom ' + a);" }),
      undefined,
    );
    // The runner's message names the line too (decision 062): the tutor quotes it whole.
    expect(reply).toMatch(
      /^## Line 2 raises an error\n\n```text\nError: boom 1\n {4}at main\.js:2:\d+\n```/,
    );
  });

  it("the hint and the review report the examples too; explain runs nothing", async () => {
    const hint = await tutorAnswer(
      pool,
      "u1",
      ask({ intent: "HINT", sourceCode: notReversed }),
      reverse,
    );
    expect(hint).toMatch(/^## Hint 1 of \d+/);
    expect(hint).toMatch(
      /\*\*Your code on the examples:\*\* Your code passes 0 of \d+ examples; example 1 expects `/,
    );
    const review = await tutorAnswer(
      pool,
      "u1",
      ask({ intent: "REVIEW", sourceCode: reverse.referenceSolutions.javascript12! }),
      reverse,
    );
    expect(review).toContain(`- **Examples:** Your code passes all ${samples.length} examples`);
    expect(
      await runForTutor(pool, "u1", ask({ intent: "EXPLAIN", sourceCode: notReversed }), reverse),
    ).toBe(undefined);
  });

  it("answers from the code alone when the learner's runs are at their cap", async () => {
    const busy = { admit: () => undefined };
    const reply = await tutorAnswer(busy, "u1", ask({ sourceCode: notReversed }), reverse);
    expect(reply).toContain("I could not run your code just now");
  });
});

/** Issue 44: `print(nums.sort())` prints None, and the tutor used to answer sorting tips. */
const SORT_PRINTS_NONE = "nums = [3, 1, 2]\nprint(nums.sort())";

describe(
  "a free question runs the code and answers from what it printed",
  { timeout: 60_000 },
  () => {
    const python = (request: Partial<TutorRequest>) =>
      ask({ languageId: "python3", sourceCode: SORT_PRINTS_NONE, ...request });

    it("explains the None that list.sort() returns, from the run's own output", async () => {
      const question = "why does this print None?";
      const reply = await tutorAnswer(pool, "u1", python({ intent: "ASK", question }), undefined);
      expect(reply).toMatch(
        /^## Line 2 prints `None`\n\nI ran your code with no input\. It printed:/,
      );
      expect(reply).toContain("```text\nNone\n```");
      expect(reply).toContain("`list.sort()` sorts the list in place and returns `None`");
      expect(reply).toContain("print `sorted(nums)`");
      expect(reply).not.toContain(question);
    });

    it("Find the bug names the printed None instead of finding no bug", async () => {
      const reply = await tutorAnswer(pool, "u1", python({ intent: "FIND_BUG" }), undefined);
      expect(reply).not.toContain("No obvious bug");
      expect(reply).toMatch(/^## Line 2 prints `None`/);
      expect(reply).toContain("sorts the list in place and returns `None`");
    });

    it("runs on the input the learner gave, and quotes what it printed", async () => {
      const request = python({
        intent: "ASK",
        question: "what does it print?",
        sourceCode: "name = input()\nprint('Hi ' + name)",
        input: "Asha\n",
      });
      const reply = await tutorAnswer(pool, "u1", request, undefined);
      expect(reply).toContain("I ran your code on the input you gave. It printed:");
      expect(reply).toContain("```text\nHi Asha\n```");
    });

    it("answers from what the code raised: the line, the error and what it means", async () => {
      const request = python({
        intent: "ASK",
        question: "what is going on?",
        sourceCode: "nums = [1, 2]\nprint(nums[2])",
      });
      const reply = await tutorAnswer(pool, "u1", request, undefined);
      expect(reply).toMatch(/^## Line 2 raises an error\n\nI ran your code with no input\./);
      expect(reply).toContain("IndexError: list index out of range");
      expect(reply).toContain("the last index of a list is `len(list) - 1`");
    });

    it("with a problem, answers from the first example's run", async () => {
      const reply = await tutorAnswer(
        pool,
        "u1",
        ask({ intent: "ASK", question: "is this right?", sourceCode: notReversed }),
        reverse,
      );
      expect(reply).toMatch(/^## Example 1 gives a wrong answer/);
      expect(reply).toContain(`**Expected output:**\n\n\`\`\`text\n${samples[0]!.expected}`);
    });
  },
);

describe("the error's line and the code assistant's intent", () => {
  it("counts examples in words that fit: one example, or all of several", () => {
    const verdict = (total: number) => ({
      kind: "examples" as const,
      verdict: {
        status: "ACCEPTED" as const,
        timeMs: 1,
        memoryKb: 1,
        testCases: [],
        passedCount: total,
        totalCount: total,
      },
    });
    expect(bugReport(verdict(1), "print(1)")?.[0]).toBe("## The example passes");
    expect(bugReport(verdict(3), "print(1)")?.[0]).toBe("## All 3 examples pass");
    expect(examplesLine(verdict(1))).toMatch(/^Your code passes the example:/);
  });

  it("reads Python's traceback, and finds QuickJS's line by what the message names", () => {
    const traceback =
      'Traceback (most recent call last):\n  File "<exec>", line 2, in <module>\n  File "<exec>", line 5, in f\nZeroDivisionError: division by zero';
    expect(errorLine(traceback, "")).toBe(5);
    const code = "const a = {};\nconst b = a.c;\nconsole.log(b.d);\nfoo();";
    expect(errorLine("TypeError: cannot read property 'd' of undefined", code)).toBe(3);
    expect(errorLine("ReferenceError: 'foo' is not defined", code)).toBe(4);
    expect(errorLine("InternalError: stack overflow", code)).toBeUndefined();
  });

  it("without a problem, a program stopped only by the missing input has no bug to report", () => {
    const outcome = {
      kind: "runtime-error" as const,
      message: 'File "<exec>", line 1, in <module>\nEOFError: EOF when reading a line',
      stdout: "",
      stderr: "",
      timeMs: 1,
      memoryKb: 1,
    };
    expect(bugReport({ kind: "once", outcome }, "n = input()\nprint(n)")).toBeUndefined();
    const js = { ...outcome, message: "TypeError: cannot read property 'split' of null" };
    expect(bugReport({ kind: "once", outcome: js }, "const a = readline().split(' ');")).toBe(
      undefined,
    );
    const reply = tutorReply(
      { question: "", intent: "FIND_BUG", sourceCode: "n = input()\nprint(n)" },
      undefined,
      { kind: "once", outcome },
    );
    expect(reply).toMatch(/^## No obvious bug/);
    expect(reply).not.toContain("raises an error");
    expect(reply).not.toContain("ran to the end");
  });

  it("a question about a bug finds the bug, one asking for a hint gets a hint", () => {
    expect(codeAssistIntent("")).toBe("REVIEW");
    expect(codeAssistIntent("Why is my output wrong?")).toBe("FIND_BUG");
    expect(codeAssistIntent("I am stuck")).toBe("HINT");
    expect(codeAssistIntent("What is a hash map?")).toBe("ASK");
  });
});
