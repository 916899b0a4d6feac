import { mount } from "../http/mount";
import {
  interviewCredentialsSchema,
  interviewStartRequestSchema,
  interviewTurnRequestSchema,
} from "~/contract/assistant";
import { UPSTREAM_STREAM } from "~/contract/assistant-values";
import { turnAudio } from "../assistant/chime";
import { InterviewError, type InterviewStore, type InterviewTurn } from "../assistant/interview";
import { openSseStream, streamText, type TokenSink } from "../assistant/sse";
import type { AssistantConfig } from "../config";
import { actionError, parseAction, readActionBody, requireUser } from "../http/action-body";
import { sendJson } from "../http/json";
import type { Route, RouteTable } from "../http/route";

/** The interview page of the web client (docs/contract.md, "AI interview"). */
const interviewPage = (interviewId: string) => `/interview/${interviewId}`;

/**
 * The interviewer's turn, token by token, its audio before the end when the interview speaks
 * (useServerTTS): the same over the stream and the live connection (interview-socket.ts).
 */
export function streamTurn(
  sink: TokenSink,
  record: ReturnType<InterviewStore["open"]>,
  turn: InterviewTurn,
  tokenMs: number | undefined,
): Promise<void> {
  return streamText(sink, turn.text, {
    fixedDelayMs: tokenMs,
    doneData: { finished: turn.finished },
    beforeDone: record.flags.useServerTTS
      ? (stream) => stream.event(UPSTREAM_STREAM.audioEvent, turnAudio(turn.text))
      : undefined,
  });
}

/** The store's refusals as action errors (the `{message, errors}` shape). */
function guarded(route: Route): Route {
  return async (req, res, context) => {
    try {
      await route(req, res, context);
    } catch (error) {
      if (error instanceof InterviewError) throw actionError(error.status, error.message);
      throw error;
    }
  };
}

/** The AI interview: start, session, turn (streamed like the assistant) and summary. */
export function interviewRoutes(config: AssistantConfig, interviews: InterviewStore): RouteTable {
  const withInterview =
    (answer: (record: ReturnType<InterviewStore["open"]>) => unknown): Route =>
    async (req, res, { session }) => {
      const user = requireUser(session);
      const credentials = parseAction(interviewCredentialsSchema, await readActionBody(req));
      sendJson(res, 200, answer(interviews.open(user.id, credentials)));
    };

  return {
    ...mount("interviewStart", async (req, res, { session }) => {
      const user = requireUser(session);
      const { role, useWebSocket, useServerTTS } = parseAction(
        interviewStartRequestSchema,
        await readActionBody(req),
      );
      const flags = { useWebSocket: useWebSocket ?? false, useServerTTS: useServerTTS ?? false };
      const { interviewId, token } = interviews.start(user.id, role, flags);
      // An API_CALL answer whose follow-up action opens the interview; the BFF seals the
      // context (with the token) in a cookie, so the token never shows in an address.
      sendJson(res, 200, {
        status: "SUCCESS",
        action: {
          type: "NAVIGATION",
          uri: interviewPage(interviewId),
          context: {
            data: {
              token,
              interviewId,
              ...flags,
              useServerVAD: false,
            },
          },
        },
      });
    }),
    // The live connection is a WebSocket (routes/interview-socket.ts): a plain request is told so.
    ...mount("interviewSocket", (_req, res, { session }) => {
      requireUser(session);
      sendJson(res, 426, { errorMessage: "Upgrade Required" });
    }),
    ...mount("interviewSession", guarded(withInterview((record) => interviews.session(record)))),
    ...mount("interviewSummary", guarded(withInterview((record) => interviews.summary(record)))),
    ...mount(
      "interviewTurn",
      guarded(async (req, res, { session }) => {
        const user = requireUser(session);
        const body = parseAction(interviewTurnRequestSchema, await readActionBody(req));
        const record = interviews.open(user.id, body);
        // Recorded before streaming: a learner who leaves mid-reply finds the turn in the session.
        const turn = interviews.turn(record, body.answer);
        await streamTurn(openSseStream(res), record, turn, config.tokenMs);
      }),
    ),
  };
}
