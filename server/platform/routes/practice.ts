import { mount } from "../http/mount";
import type { ServerResponse } from "node:http";
import {
  codeShareRequestSchema,
  compilerRunRequestSchema,
  compilerStatusRequestSchema,
  submissionRequestSchema,
  submissionStatusRequestSchema,
  unlockHintRequestSchema,
} from "~/contract/code";
import {
  SUBMISSION_HISTORY_LIMIT,
  submissionCodeRequestSchema,
  submissionHistoryRequestSchema,
} from "~/contract/code-history";
import type { PracticeRepository } from "../db/practice";
import { actionError, parseAction, readActionBody, requireUser } from "../http/action-body";
import { sendJson } from "../http/json";
import { isAwaitingInput } from "../practice/awaiting-input";
import { resultWithin, statusWithin, withResult } from "../http/start-answer";
import type { Route, RouteTable } from "../http/route";
import { findProblem } from "../practice/problems";
import type { RunRecord } from "../practice/runs";
import { PracticeError, type PracticeService } from "../practice/service";

const RUN_NOT_FOUND = "This run does not exist or has expired";
const HINT_NOT_FOUND = "This hint does not exist";
const SUBMISSION_NOT_FOUND = "This submission does not exist";

/** Where a shared code opens (the web client's compiler page; a path, so any origin serves it). */
export function sharedLinkOf(languageId: string, shareId: string): string {
  return `/online-compiler/${languageId}?share=${encodeURIComponent(shareId)}`;
}

const isFinal = (status: string) => status === "ACCEPTED" || status === "REJECTED";

function submissionAnswer(run: RunRecord) {
  return { submissionId: run.id, status: run.status, mode: run.mode, ...run.verdict };
}

/** Spec 02 section 3, "Compiler result", for a compiler run. */
function compilerAnswer(run: RunRecord) {
  const verdict = run.verdict;
  if (!verdict) return { inProgress: true, compileMode: run.mode };
  const stderr = verdict.stderr?.trim() ? verdict.stderr : "";
  if (isAwaitingInput(run.languageId, verdict.message)) {
    // The output so far ends with the prompt; the learner's line re-runs it (decision 068).
    return {
      inProgress: false,
      compileMode: run.mode,
      isSuccessful: false,
      awaitingInput: true,
      result: verdict.stdout ?? "",
      ...(stderr ? { message: stderr } : {}),
    };
  }
  return {
    inProgress: false,
    compileMode: run.mode,
    isSuccessful: verdict.status === "ACCEPTED",
    message: [verdict.message, stderr].filter(Boolean).join("\n"),
    result: verdict.stdout ?? "",
    // SQL: the same rows with their column names (docs/contract.md "SQL result tables").
    ...(verdict.table ? { table: verdict.table } : {}),
  };
}

/** The service's refusals as action errors (the `{message, errors}` shape). */
function guarded(route: Route): Route {
  return async (req, res, context) => {
    try {
      await route(req, res, context);
    } catch (error) {
      if (error instanceof PracticeError) throw actionError(error.status, error.message);
      throw error;
    }
  };
}

const answer = (res: ServerResponse, body: unknown) => sendJson(res, 200, body);

/** The code practice calls (spec 02 section 7, "Code service"; docs/contract.md "Code practice"). */
export function practiceRoutes(
  service: PracticeService,
  practice: PracticeRepository,
  now: () => string,
  startAnswerWaitMs: number,
): RouteTable {
  const startSubmission =
    (mode: "RUN" | "SUBMIT"): Route =>
    async (req, res, { session }) => {
      const user = requireUser(session);
      const body = parseAction(submissionRequestSchema, await readActionBody(req));
      const run = service.startSubmission(user.id, mode, body);
      const result = await resultWithin(
        res,
        () => submissionAnswer(run),
        (done) => isFinal(done.status),
        startAnswerWaitMs,
        service.settled(run.id),
      );
      answer(res, withResult({ submissionId: run.id, status: run.status }, result));
    };

  return {
    ...mount("submissionRun", guarded(startSubmission("RUN"))),
    ...mount("submissionSubmit", guarded(startSubmission("SUBMIT"))),
    ...mount("submissionStatus", async (req, res, { session }) => {
      const user = requireUser(session);
      const { submissionId } = parseAction(
        submissionStatusRequestSchema,
        await readActionBody(req),
      );
      const run = service.submission(user.id, submissionId);
      if (!run) throw actionError(404, RUN_NOT_FOUND);
      // Read again after the wait: from the database, a run is a copy of its row (decision 056).
      const status = await statusWithin(
        res,
        () => submissionAnswer(service.submission(user.id, submissionId) ?? run),
        (done) => isFinal(done.status),
        startAnswerWaitMs,
        service.settled(run.id),
      );
      answer(res, status);
    }),
    // The learner's own submissions only: every read names the signed-in user (issue 32).
    ...mount("submissionHistory", async (req, res, { session }) => {
      const user = requireUser(session);
      const { problemId } = parseAction(submissionHistoryRequestSchema, await readActionBody(req));
      const submissions = practice.submissions.history(
        user.id,
        problemId,
        SUBMISSION_HISTORY_LIMIT,
      );
      answer(res, { submissions });
    }),
    ...mount("submissionCode", async (req, res, { session }) => {
      const user = requireUser(session);
      const { submissionId } = parseAction(submissionCodeRequestSchema, await readActionBody(req));
      const submission = practice.submissions.find(user.id, submissionId);
      if (!submission) throw actionError(404, SUBMISSION_NOT_FOUND);
      answer(res, submission);
    }),
    ...mount("unlockHint", async (req, res, { session }) => {
      const user = requireUser(session);
      const body = parseAction(unlockHintRequestSchema, await readActionBody(req));
      const hint = findProblem(body.problemId)?.hints.find((h) => h.id === body.hintId);
      if (!hint) throw actionError(404, HINT_NOT_FOUND);
      practice.unlockHint(user.id, body.problemId, hint.id, now());
      answer(res, { hintId: hint.id, content: hint.content });
    }),
    ...mount(
      "compilerRun",
      guarded(async (req, res, { session, clientAddress }) => {
        const body = parseAction(compilerRunRequestSchema, await readActionBody(req));
        const run = service.startCompilerRun(session?.user.id, clientAddress, body);
        const result = await resultWithin(
          res,
          () => compilerAnswer(run),
          (done) => !done.inProgress,
          startAnswerWaitMs,
          service.settled(run.id),
        );
        answer(res, withResult({ token: run.id }, result));
      }),
    ),
    ...mount("compilerStatus", async (req, res) => {
      const { token } = parseAction(compilerStatusRequestSchema, await readActionBody(req));
      const run = service.compilerRun(token);
      if (!run) throw actionError(404, RUN_NOT_FOUND);
      const status = await statusWithin(
        res,
        () => compilerAnswer(service.compilerRun(token) ?? run),
        (done) => !done.inProgress,
        startAnswerWaitMs,
        service.settled(run.id),
      );
      answer(res, status);
    }),
    ...mount("codeShare", async (req, res) => {
      const body = parseAction(codeShareRequestSchema, await readActionBody(req));
      answer(res, { sharedLink: sharedLinkOf(body.languageId, service.share(body)) });
    }),
  };
}
