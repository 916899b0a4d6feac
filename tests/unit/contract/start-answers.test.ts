import { describe, expect, it } from "vitest";
import { codeAssistStartedSchema } from "~/contract/assistant";
import { compilerRunAnswerSchema, submissionStartedSchema } from "~/contract/code";
import { sandboxRunAnswerSchema } from "~/contract/sandbox";

/**
 * docs/contract.md "A result in the start answer": a start answer may carry the final status as
 * `result`; one the BFF cannot read is dropped (the client then polls), never a failed run.
 */
describe("a result in the start answer", () => {
  it("keeps a readable result", () => {
    const result = { submissionId: "s1", status: "ACCEPTED", passedCount: 2, totalCount: 2 };
    expect(
      submissionStartedSchema.parse({ submissionId: "s1", status: "ACCEPTED", result }).result,
    ).toMatchObject(result);
    expect(
      compilerRunAnswerSchema.parse({ token: "t", result: { inProgress: false, result: "1\n" } })
        .result,
    ).toMatchObject({ inProgress: false, result: "1\n" });
    expect(
      sandboxRunAnswerSchema.parse({ runId: "r", result: { runId: "r", status: "REJECTED" } })
        .result,
    ).toMatchObject({ status: "REJECTED" });
    expect(
      codeAssistStartedSchema.parse({
        assistId: "a",
        result: { assistId: "a", status: "COMPLETED", answer: "ok" },
      }).result,
    ).toMatchObject({ status: "COMPLETED", answer: "ok" });
  });

  it("drops an unreadable result and keeps the rest of the answer", () => {
    const started = submissionStartedSchema.parse({
      submissionId: "s1",
      status: "RUNNING",
      result: { status: 42 },
    });
    expect(started.result).toBeUndefined();
    expect(started.submissionId).toBe("s1");
    expect(compilerRunAnswerSchema.parse({ token: "t", result: "done" }).result).toBeUndefined();
    expect(sandboxRunAnswerSchema.parse({ runId: "r", result: [] }).result).toBeUndefined();
    expect(
      codeAssistStartedSchema.parse({ assistId: "a", result: { answer: 1 } }).result,
    ).toBeUndefined();
  });
});
