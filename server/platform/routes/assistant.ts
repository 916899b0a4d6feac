import { mount } from "../http/mount";
import {
  assistantStreamRequestSchema,
  codeAssistRequestSchema,
  codeAssistStatusRequestSchema,
} from "~/contract/assistant";
import type { CodeAssistStore } from "../assistant/code-assist";
import { relayModel } from "../assistant/openai-relay";
import { openSseStream, streamText } from "../assistant/sse";
import { problemOfRequest } from "../assistant/tutor";
import { runReportFor, tutorAnswer } from "../assistant/tutor-run";
import type { ExecutionPool } from "../execution/types";
import type { AssistantConfig } from "../config";
import { actionError, parseAction, readActionBody, requireUser } from "../http/action-body";
import { sendJson } from "../http/json";
import { resultWithin, statusWithin, withResult } from "../http/start-answer";
import type { RouteTable } from "../http/route";

/** How often a stream whose tutor is still running the code says so (a comment line). */
const RUNNING_COMMENT_MS = 5_000;

const ASSIST_NOT_FOUND = "This request does not exist or has expired";

/**
 * The AI assistant's stream and the code assistant (docs/contract.md, "AI assistant, code
 * assistant and AI interview"). The stream answers from the deterministic tutor, or from a real
 * model when ASSISTANT_OPENAI_BASE_URL is set.
 */
export function assistantRoutes(
  config: AssistantConfig,
  codeAssists: CodeAssistStore,
  startAnswerWaitMs: number,
  pool: Pick<ExecutionPool, "admit">,
): RouteTable {
  return {
    ...mount("assistantStream", async (req, res, { session }) => {
      const user = requireUser(session);
      const request = parseAction(assistantStreamRequestSchema, await readActionBody(req));
      const problem = problemOfRequest(request.problemId);
      if (config.openai) {
        // The model answers from what the code did, as the tutor does (it runs first).
        const runReport = await runReportFor(pool, user.id, request, problem);
        return relayModel(res, config.openai, request, problem, runReport);
      }
      // Open first: the reader sees the stream start while the code runs on the examples.
      const stream = openSseStream(res);
      // Running the code may wait for a runtime to load: a comment now and then tells the BFF
      // (which ends a stream silent for 20 s) that the reply is still coming.
      const alive = setInterval(() => stream.comment("running your code"), RUNNING_COMMENT_MS);
      const reply = await tutorAnswer(pool, user.id, request, problem).finally(() =>
        clearInterval(alive),
      );
      await streamText(stream, reply, { fixedDelayMs: config.tokenMs });
    }),
    ...mount("codeAssist", async (req, res, { session }) => {
      const user = requireUser(session);
      const request = parseAction(codeAssistRequestSchema, await readActionBody(req));
      const assistId = codeAssists.start(user.id, request);
      const result = await resultWithin(
        res,
        () => codeAssists.poll(user.id, assistId),
        (done) => done.status !== "RUNNING",
        startAnswerWaitMs,
        codeAssists.settled(assistId),
      );
      sendJson(res, 200, withResult({ assistId }, result));
    }),
    ...mount("codeAssistStatus", async (req, res, { session }) => {
      const user = requireUser(session);
      const { assistId } = parseAction(codeAssistStatusRequestSchema, await readActionBody(req));
      if (!codeAssists.poll(user.id, assistId)) throw actionError(404, ASSIST_NOT_FOUND);
      const status = await statusWithin(
        res,
        () => codeAssists.poll(user.id, assistId),
        (done) => done?.status !== "RUNNING",
        startAnswerWaitMs,
        codeAssists.settled(assistId),
      );
      sendJson(res, 200, status);
    }),
  };
}
