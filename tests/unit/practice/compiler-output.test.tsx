import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CompilerOutput } from "~/practice/CompilerOutput";
import { SubmissionVerdict } from "~/practice/RunResult";

/**
 * Issue 44: "JavaScript errors print above the program's earlier output". A run's error now
 * follows what the program printed before it, as in a terminal; a judged verdict still leads with
 * which case failed.
 */
describe("a run's error comes after its output", () => {
  const failed = {
    inProgress: false,
    isSuccessful: false,
    result: "before\n",
    message: "TypeError: cannot read property 'z' of undefined\n    at f (main.js:3:13)",
  };

  it("in the compiler", () => {
    const html = renderToStaticMarkup(<CompilerOutput result={failed} />);
    expect(html.indexOf("before")).toBeGreaterThan(-1);
    expect(html.indexOf("TypeError")).toBeGreaterThan(html.indexOf("before"));
    expect(html).toContain("main.js:3:13");
  });

  it("in a practice Run on the learner's own input, but not in a judged verdict", () => {
    const run = renderToStaticMarkup(
      <SubmissionVerdict
        mode="RUN"
        result={{
          submissionId: "s",
          status: "REJECTED",
          judgeResult: "RUNTIME_ERROR",
          message: failed.message,
          stdout: "before\n",
          testCases: [],
        }}
      />,
    );
    expect(run.indexOf("TypeError")).toBeGreaterThan(run.indexOf("before"));
    const judged = renderToStaticMarkup(
      <SubmissionVerdict
        mode="SUBMIT"
        result={{
          submissionId: "s",
          status: "REJECTED",
          judgeResult: "WRONG_ANSWER",
          message: "Wrong answer on test case 1",
          testCases: [{ index: 0, passed: false, input: "1", expected: "2", actual: "3" }],
        }}
      />,
    );
    expect(judged.indexOf("Wrong answer on test case 1")).toBeLessThan(
      judged.indexOf("Test case 1:"),
    );
  });
});
