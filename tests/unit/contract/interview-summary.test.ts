import { describe, expect, it } from "vitest";
import { interviewSummarySchema } from "~/contract/assistant";

/** The summary's next steps come from upstream: only a path of this site becomes a link. */
describe("interview summary nextSteps", () => {
  const summary = (nextSteps: unknown) =>
    interviewSummarySchema.parse({
      interviewId: "iv_1",
      role: "Data analyst",
      overall: "A good start",
      score: 2,
      questions: [],
      nextSteps,
    }).nextSteps;

  it("keeps a label with a site path", () => {
    expect(
      summary([{ label: "Practise SQL problems", href: "/problem-group/sql-practice" }]),
    ).toEqual([{ label: "Practise SQL problems", href: "/problem-group/sql-practice" }]);
  });

  it.each([
    "https://evil.example/x",
    "//evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
    "/a b",
  ])("drops the href %s and keeps the label as text", (href) => {
    expect(summary([{ label: "Try again", href }])).toEqual([{ label: "Try again" }]);
  });

  it("a malformed list is left out, not a failed summary", () => {
    expect(summary("nope")).toBeUndefined();
    expect(summary([{ href: "/x" }])).toBeUndefined();
  });
});
