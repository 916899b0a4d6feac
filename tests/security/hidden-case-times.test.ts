import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { submissionStatusSchema } from "~/contract/code";
import { SubmissionVerdict } from "~/practice/RunResult";
import type { ExecutionOutcome, ExecutionRequest } from "~server/platform/execution/types";
import { judge } from "~server/platform/practice/judge";
import type { ProblemRecord } from "~server/platform/practice/problem-types";

/**
 * Issue 41: code that busy-waits per byte of input read the hidden inputs' lengths back from the
 * per-case times (148 and 441 ms for 6- and 22-byte inputs). A hidden case now reports its verdict
 * only; the verdict's totals are rounded; visible examples keep their detail.
 */
const problem: ProblemRecord = {
  id: "echo",
  title: "Echo",
  difficulty: "EASY",
  statement: ["Print the input."],
  constraints: [],
  tags: [],
  starterCode: { python3: "" },
  referenceSolutions: { python3: "print(input())" },
  testCases: [
    { input: "ab\n", expected: "ab", sample: true },
    { input: "secret\n", expected: "secret", sample: false },
    { input: "a much longer secret\n", expected: "a much longer secret", sample: false },
  ],
  hints: [],
};

/** A runner whose program takes 23 ms per byte of input, as the finding's busy-wait did. */
const busyWaiting = {
  run: async (request: ExecutionRequest): Promise<ExecutionOutcome> => ({
    kind: "ok",
    stdout: request.input,
    stderr: "",
    timeMs: 23 * request.input.length,
    memoryKb: 7 * request.input.length,
  }),
};

describe("hidden test cases show no time of their own", () => {
  it("the platform's verdict: hidden cases carry only their verdict, the totals are rounded", async () => {
    const verdict = await judge(busyWaiting, {
      problem,
      languageId: "python3",
      sourceCode: "print(input())",
      mode: "SUBMIT",
    });
    expect(verdict.status).toBe("ACCEPTED");
    expect(verdict.testCases).toEqual([
      expect.objectContaining({ index: 0, passed: true, input: "ab\n", timeMs: 69 }),
      { index: 1, passed: true, hidden: true },
      { index: 2, passed: true, hidden: true },
    ]);
    // 69 + 161 + 483 ms in all, and memory's peak 147 KB, each rounded up to its step.
    expect(verdict.timeMs).toBe(720);
    expect(verdict.memoryKb).toBe(1024);
  });

  it("a Run of the visible examples keeps their exact figures", async () => {
    const verdict = await judge(busyWaiting, {
      problem,
      languageId: "python3",
      sourceCode: "print(input())",
      mode: "RUN",
    });
    expect(verdict).toMatchObject({ timeMs: 69, memoryKb: 21 });
  });

  it("the BFF drops whatever an upstream sends for a hidden case", () => {
    const answer = submissionStatusSchema.parse({
      submissionId: "s1",
      status: "ACCEPTED",
      timeMs: 720,
      testCases: [
        { index: 0, passed: true, input: "ab\n", expected: "ab", actual: "ab", timeMs: 69 },
        { index: 1, passed: true, hidden: true, timeMs: 161, memoryKb: 42, input: "secret\n" },
      ],
    });
    expect(answer.testCases?.[1]).toEqual({ index: 1, passed: true, hidden: true });
    expect(answer.testCases?.[0]).toMatchObject({ timeMs: 69, input: "ab\n" });
  });

  it("the verdict on the page shows a visible example's time, never a hidden case's", () => {
    const html = renderToStaticMarkup(
      createElement(SubmissionVerdict, {
        mode: "SUBMIT",
        result: submissionStatusSchema.parse({
          submissionId: "s1",
          status: "ACCEPTED",
          timeMs: 720,
          passedCount: 2,
          totalCount: 2,
          testCases: [
            { index: 0, passed: true, input: "ab\n", expected: "ab", actual: "ab", timeMs: 69 },
            { index: 1, passed: true, hidden: true, timeMs: 161 },
          ],
        }),
      }),
    );
    expect(html).toMatch(/Test case 1: passed<\/strong><span[^>]*> · 69 ms<\/span>/);
    expect(html).toMatch(/Test case 2: passed \(hidden\)<\/strong><\/li>/);
    expect(html).not.toMatch(/161/);
    expect(html).toMatch(/2 of 2 test cases passed · 720 ms/);
  });
});
