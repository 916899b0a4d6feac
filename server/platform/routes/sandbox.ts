import { mount } from "../http/mount";
import type { ServerResponse } from "node:http";
import {
  deleteFileRequestSchema,
  draftSaveRequestSchema,
  kernelResetRequestSchema,
  kernelRunRequestSchema,
  mySandboxesRequestSchema,
  publishRequestSchema,
  publishStatusRequestSchema,
  sandboxRunRequestSchema,
  sandboxShareRequestSchema,
  sandboxStatusRequestSchema,
} from "~/contract/sandbox";
import { actionError, parseAction, readActionBody, requireUser } from "../http/action-body";
import { sendJson } from "../http/json";
import { resultWithin, statusWithin, withResult } from "../http/start-answer";
import type { Route, RouteTable } from "../http/route";
import type { SandboxRunRecord } from "../sandbox/runs";
import { AUTHORS_ONLY, isAuthor, SandboxError, type SandboxService } from "../sandbox/service";
import type { Session } from "../http/route";

const RUN_NOT_FOUND = "This run does not exist or has expired";

/** sandbox/status: the run's state, and once finished its result. */
function statusAnswer(run: SandboxRunRecord) {
  return { runId: run.id, status: run.status, ...run.result };
}

const isFinalRun = (done: { status: string }) =>
  done.status === "ACCEPTED" || done.status === "REJECTED";

/** A started run's answer: its id, and its status answer as `result` once final. */
async function startAnswer(
  res: ServerResponse,
  run: SandboxRunRecord,
  waitMs: number,
  settled: Promise<void>,
) {
  const result = await resultWithin(res, () => statusAnswer(run), isFinalRun, waitMs, settled);
  return withResult({ runId: run.id }, result);
}

/** The service's refusals as action errors (the `{message, errors}` shape). */
function guarded(route: Route): Route {
  return async (req, res, context) => {
    try {
      await route(req, res, context);
    } catch (error) {
      if (error instanceof SandboxError) throw actionError(error.status, error.message);
      throw error;
    }
  };
}

/** Authors' calls: 401 without a login, 403 for a learner, before the body is read. */
function authorOf(session: Session | undefined) {
  const user = requireUser(session);
  if (!isAuthor(user)) throw actionError(403, AUTHORS_ONLY);
  return user;
}

const answer = (res: ServerResponse, body: unknown) => sendJson(res, 200, body);

/** The sandbox calls (spec 02 section 7; docs/contract.md "Sandboxes"). */
export function sandboxRoutes(service: SandboxService, startAnswerWaitMs: number): RouteTable {
  return {
    ...mount(
      "sandboxRun",
      guarded(async (req, res, { session }) => {
        const user = requireUser(session);
        const body = parseAction(sandboxRunRequestSchema, await readActionBody(req));
        const run = service.startRun(user.id, body);
        answer(res, await startAnswer(res, run, startAnswerWaitMs, service.settled(run.id)));
      }),
    ),
    ...mount("sandboxStatus", async (req, res, { session }) => {
      const user = requireUser(session);
      const { runId } = parseAction(sandboxStatusRequestSchema, await readActionBody(req));
      const run = service.run(user.id, runId);
      if (!run) throw actionError(404, RUN_NOT_FOUND);
      const settled = service.settled(run.id);
      answer(
        res,
        // Read again after the wait: from the database, a run is a copy of its row (decision 056).
        await statusWithin(
          res,
          () => statusAnswer(service.run(user.id, runId) ?? run),
          isFinalRun,
          startAnswerWaitMs,
          settled,
        ),
      );
    }),
    ...mount(
      "sandboxKernelRun",
      guarded(async (req, res, { session }) => {
        const user = requireUser(session);
        const body = parseAction(kernelRunRequestSchema, await readActionBody(req));
        const run = service.startCell(user.id, body);
        answer(res, await startAnswer(res, run, startAnswerWaitMs, service.settled(run.id)));
      }),
    ),
    ...mount("sandboxKernelReset", async (req, res, { session }) => {
      const user = requireUser(session);
      const { kernelId } = parseAction(kernelResetRequestSchema, await readActionBody(req));
      service.resetKernel(user.id, kernelId);
      answer(res, {});
    }),
    // Open to visitors; theirs expire and share one total (decision 036).
    ...mount(
      "sandboxCodeShare",
      guarded(async (req, res, { session, clientAddress }) => {
        const body = parseAction(sandboxShareRequestSchema, await readActionBody(req));
        answer(res, service.share(body, session?.user.id, clientAddress));
      }),
    ),
    // My sandboxes (ours, issue 32): the learner's own, nobody else's.
    ...mount("mySandboxes", async (req, res, { session }) => {
      const user = requireUser(session);
      parseAction(mySandboxesRequestSchema, await readActionBody(req));
      answer(res, service.mine(user.id));
    }),
    ...mount(
      "sandboxDeleteFile",
      guarded(async (req, res, { session }) => {
        const user = requireUser(session);
        const body = parseAction(deleteFileRequestSchema, await readActionBody(req));
        answer(res, service.deleteFile(user, body));
      }),
    ),
    ...mount(
      "sandboxDraftSave",
      guarded(async (req, res, { session }) => {
        const user = authorOf(session);
        const body = parseAction(draftSaveRequestSchema, await readActionBody(req));
        answer(res, service.saveDraft(user, body));
      }),
    ),
    ...mount(
      "sandboxPublish",
      guarded(async (req, res, { session }) => {
        const user = authorOf(session);
        const body = parseAction(publishRequestSchema, await readActionBody(req));
        answer(res, service.publish(user, body));
      }),
    ),
    ...mount(
      "publishStatus",
      guarded(async (req, res, { session }) => {
        const user = authorOf(session);
        const { publishId } = parseAction(publishStatusRequestSchema, await readActionBody(req));
        answer(res, service.publishStatus(user, publishId));
      }),
    ),
  };
}
