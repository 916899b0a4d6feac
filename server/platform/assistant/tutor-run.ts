import type { ExecutionPool } from "../execution/types";
import { judge } from "../practice/judge";
import type { ProblemRecord } from "../practice/problem-types";
import { tutorReply, type TutorRequest } from "./tutor";
import { isEmptyCode } from "./tutor-code";
import type { RunEvidence } from "./tutor-evidence";
import { groundedReport } from "./tutor-grounded";
import { languageOf } from "./tutor-format";

/** The intents that run the code first (the review reports the examples too, when it has them). */
const RUNS_WITH_PROBLEM = new Set(["ASK", "FIND_BUG", "HINT", "REVIEW"]);
/** Without a problem (the compiler): a free question and "Find the bug" run the code once. */
const RUNS_ALONE = new Set(["ASK", "FIND_BUG"]);

/** Runs the code when the intent needs it; undefined when there is nothing to run. */
export async function runForTutor(
  pool: Pick<ExecutionPool, "admit">,
  userId: string,
  request: TutorRequest,
  problem: ProblemRecord | undefined,
): Promise<RunEvidence | undefined> {
  const code = request.sourceCode ?? "";
  const languageId = languageOf(request.languageId, problem);
  if (isEmptyCode(code) || !languageId) return undefined;
  // A free question without words gets no answer to ground.
  if (request.intent === "ASK" && !request.question.trim()) return undefined;
  if (problem) {
    if (!RUNS_WITH_PROBLEM.has(request.intent) || !(languageId in problem.starterCode)) return;
    const starter = problem.starterCode[languageId]?.trim() === code.trim();
    if (starter && request.intent !== "ASK") return undefined;
  } else if (!RUNS_ALONE.has(request.intent)) {
    return undefined;
  }
  // The learner's own lane and cap: asking the tutor is never a way around the run limits.
  const admission = pool.admit({ kind: "user", userId });
  if (!admission) return { kind: "busy" };
  const input = request.input ?? "";
  try {
    // The learner's own input (the compiler's stdin, a problem's custom input) is what they ran.
    if (!problem || (request.intent === "ASK" && input.trim() && !problem.sqlSetup)) {
      const outcome = await admission.run({ languageId, sourceCode: code, input });
      return { kind: "once", outcome, input };
    }
    const verdict = await judge(admission, { problem, languageId, sourceCode: code, mode: "RUN" });
    return { kind: "examples", verdict };
  } finally {
    admission.release();
  }
}

/** The tutor's reply after running the code when the intent needs it (a failed run: unrun). */
export async function tutorAnswer(
  pool: Pick<ExecutionPool, "admit">,
  userId: string,
  request: TutorRequest,
  problem: ProblemRecord | undefined,
): Promise<string> {
  const evidence = await runForTutor(pool, userId, request, problem).catch(() => undefined);
  return tutorReply(request, problem, evidence);
}

/** What running the code showed, as the tutor would tell it: for a real model's prompt. */
export async function runReportFor(
  pool: Pick<ExecutionPool, "admit">,
  userId: string,
  request: TutorRequest,
  problem: ProblemRecord | undefined,
): Promise<string | undefined> {
  const evidence = await runForTutor(pool, userId, request, problem).catch(() => undefined);
  const code = request.sourceCode ?? "";
  return groundedReport(evidence, code, languageOf(request.languageId, problem))?.join("\n\n");
}
