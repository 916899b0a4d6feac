import type { ExecutionPool } from "../execution/types";
import { judge } from "../practice/judge";
import type { ProblemRecord } from "../practice/problem-types";
import { tutorReply, type TutorRequest } from "./tutor";
import { isEmptyCode } from "./tutor-code";
import type { RunEvidence } from "./tutor-evidence";
import { languageOf } from "./tutor-format";

/** The intents that run the code first (the review reports the examples too, when it has them). */
const RUNS_WITH_PROBLEM = new Set(["FIND_BUG", "HINT", "REVIEW"]);

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
  if (problem) {
    if (!RUNS_WITH_PROBLEM.has(request.intent) || !(languageId in problem.starterCode)) return;
    if (problem.starterCode[languageId]?.trim() === code.trim()) return undefined;
  } else if (request.intent !== "FIND_BUG") {
    return undefined;
  }
  // The learner's own lane and cap: asking the tutor is never a way around the run limits.
  const admission = pool.admit({ kind: "user", userId });
  if (!admission) return { kind: "busy" };
  try {
    if (!problem) {
      return {
        kind: "once",
        outcome: await admission.run({ languageId, sourceCode: code, input: "" }),
      };
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
