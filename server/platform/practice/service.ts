import { createHash } from "node:crypto";
import {
  isLanguageId,
  TOO_MANY_COMPILER_RUNS,
  TOO_MANY_RUNS,
  type RunMode,
} from "~/contract/code-values";
import type { ExecutionPool, RunAdmission, RunIdentity } from "../execution/types";
import type { PracticeRepository } from "../db/practice";
import { judge, RUNNER_FAILED, verdictOfRun, type Verdict } from "./judge";
import { findProblem } from "./problems";
import type { RunRecord, RunStore } from "./runs";

export const UNKNOWN_PROBLEM = "This problem does not exist";
export const LANGUAGE_NOT_OFFERED = "This problem cannot be solved in that language";

export class PracticeError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface PracticeServiceDeps {
  pool: ExecutionPool;
  runs: RunStore;
  practice: PracticeRepository;
  now: () => string;
  /**
   * One compiler run of this identity against its per-minute limit: 0 when it may run (counted),
   * else the milliseconds to wait (decision 054). None: no limit.
   */
  compilerRunWait?: (identity: string) => number;
}

/** A verdict the engine could not give (it threw): shown as a failure to retry. */
const failedVerdict = (): Verdict => ({
  status: "REJECTED",
  message: RUNNER_FAILED,
  timeMs: 0,
  memoryKb: 0,
  testCases: [],
  passedCount: 0,
  totalCount: 0,
});

/**
 * Practice runs and compiler runs: each answers at once with an id and goes on in the
 * background (CREATED → QUEUED while the pool is busy → RUNNING → ACCEPTED or REJECTED).
 */
export function createPracticeService(deps: PracticeServiceDeps) {
  const { pool, runs } = deps;

  /**
   * One of the identity's pending places (CODE_RUN_PENDING_CAPS: practice runs, compiler runs and
   * sandbox runs together), or 429 in the contract's words (decision 033).
   */
  const admit = (identity: RunIdentity): RunAdmission => {
    const admission = pool.admit(identity);
    if (!admission) throw new PracticeError(429, TOO_MANY_RUNS);
    return admission;
  };

  /**
   * Queued unless a worker is free now: the pool's own queue is the truth of QUEUED. The place is
   * given back before the verdict shows, so a poller that sees it may start the next run at once.
   */
  const enqueue = (
    run: RunRecord,
    admission: RunAdmission,
    work: (onStart: () => void) => Promise<Verdict>,
  ) => {
    const stats = pool.stats();
    const waiting = stats.queued + (stats.judge0Waiting ?? 0);
    run.status = stats.busy >= stats.size || waiting > 0 ? "QUEUED" : "CREATED";
    runs.save(run);
    void work(() => {
      run.status = "RUNNING";
      runs.save(run);
    })
      .catch(failedVerdict)
      .then((verdict) => {
        admission.release();
        run.verdict = verdict;
        run.status = verdict.status;
        // Saved, then its waiters go on (a start call holding its answer, start-answer.ts).
        runs.settle(run);
      })
      // Only a database closed by a shutdown fails here; the run then reads as orphaned.
      .catch(() => {});
  };

  return {
    /** Resolves once the run (practice or compiler) is final: a start call's wait ends then. */
    settled: (runId: string) => runs.settled(runId),
    startSubmission(
      userId: string,
      mode: RunMode,
      body: { token: string; sourceCode: string; languageId: string; input?: string },
    ): RunRecord {
      const problem = findProblem(body.token);
      if (!problem) throw new PracticeError(404, UNKNOWN_PROBLEM);
      if (!isLanguageId(body.languageId) || !(body.languageId in problem.starterCode)) {
        throw new PracticeError(400, LANGUAGE_NOT_OFFERED);
      }
      const admission = admit({ kind: "user", userId });
      const run = runs.create({ kind: "submission", userId, mode, languageId: body.languageId });
      const submittedAt = deps.now();
      enqueue(run, admission, async (onStart) => {
        const verdict = await judge(admission, {
          problem,
          languageId: body.languageId,
          sourceCode: body.sourceCode,
          mode,
          customInput: body.input,
          onStart,
        });
        if (mode === "SUBMIT" && verdict.status === "ACCEPTED") {
          deps.practice.markSolved(userId, problem.id, body.languageId, deps.now());
        }
        // The history keeps submissions (not runs) with their code; the problem list's "attempted".
        if (mode === "SUBMIT") {
          deps.practice.submissions.add(userId, {
            submissionId: run.id,
            problemId: problem.id,
            submittedAt,
            languageId: body.languageId,
            sourceCode: body.sourceCode,
            status: verdict.status,
            judgeResult: verdict.judgeResult,
            timeMs: Math.round(verdict.timeMs),
            memoryKb: Math.round(verdict.memoryKb),
            passedCount: verdict.passedCount,
            totalCount: verdict.totalCount,
          });
        }
        return verdict;
      });
      return run;
    },

    /** A run of this user (someone else's run is as unknown as a missing one). */
    submission(userId: string, submissionId: string): RunRecord | undefined {
      const run = runs.find(submissionId);
      return run && run.kind === "submission" && run.userId === userId ? run : undefined;
    },

    /** A signed-in user's run, or a visitor's: then its identity is the client address. */
    startCompilerRun(
      userId: string | undefined,
      clientAddress: string,
      body: { sourceCode: string; languageId: string; input?: string },
    ): RunRecord {
      const identity = userId ? `user:${userId}` : `address:${clientAddress}`;
      if ((deps.compilerRunWait?.(identity) ?? 0) > 0) {
        throw new PracticeError(429, TOO_MANY_COMPILER_RUNS);
      }
      const admission = admit(
        userId ? { kind: "user", userId } : { kind: "visitor", address: clientAddress },
      );
      const run = runs.create({
        kind: "compiler",
        userId,
        mode: "RUN",
        languageId: body.languageId,
      });
      enqueue(run, admission, async (onStart) => {
        const outcome = await admission.run(
          { languageId: body.languageId, sourceCode: body.sourceCode, input: body.input ?? "" },
          { onStart },
        );
        return verdictOfRun(outcome);
      });
      return run;
    },

    compilerRun(token: string): RunRecord | undefined {
      const run = runs.find(token);
      return run?.kind === "compiler" ? run : undefined;
    },

    /** The share id of this code: the same code, language and input always give the same id. */
    share(body: { sourceCode: string; languageId: string; input?: string }): string {
      const input = body.input ?? "";
      const hash = createHash("sha256")
        .update(`${body.languageId}\0${input}\0${body.sourceCode}`)
        .digest("base64url");
      return deps.practice.share(
        hash.slice(0, 12),
        hash,
        { languageId: body.languageId, sourceCode: body.sourceCode, input },
        deps.now(),
      );
    },
  };
}

export type PracticeService = ReturnType<typeof createPracticeService>;
