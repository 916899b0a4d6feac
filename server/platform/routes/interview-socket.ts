import type { IncomingHttpHeaders, IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import { interviewSocketHelloSchema, interviewSocketTurnSchema } from "~/contract/assistant";
import { ASSISTANT_TEXTS, INTERVIEW_SOCKET, INTERVIEW_TEXTS } from "~/contract/assistant-values";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { InterviewError, type InterviewStore } from "../assistant/interview";
import type { TokenSink } from "../assistant/sse";
import { streamTurn } from "./interview";

type Record = ReturnType<InterviewStore["open"]>;

const stats = { open: 0 };

/** What a learner hears when the platform itself fails mid-connection (the stream's text). */
const SOCKET_FAILED = ASSISTANT_TEXTS.notEventStream;

/** Live connections open now (the BFF's disconnect tests count them). */
export function interviewSocketStats(): { open: number } {
  return { ...stats };
}

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function send(ws: WebSocket, message: unknown): void {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
}

/** The interview's live connection as a sink of streamed turns (sse.ts). */
function socketSink(ws: WebSocket): TokenSink {
  return {
    get closed() {
      return ws.readyState !== ws.OPEN;
    },
    write: (piece) =>
      send(ws, { type: "delta", data: Buffer.from(piece, "utf8").toString("base64") }),
    event: (type, data) => send(ws, { type, ...data }),
    done: (data = {}) => send(ws, { type: "done", ...data }),
    onClose: (listener) => ws.once("close", listener),
  };
}

/** One learner's live connection: hello (the interview's credentials), then turns, one at a time. */
function serve(ws: WebSocket, userId: string, interviews: InterviewStore, tokenMs?: number) {
  stats.open += 1;
  let record: Record | undefined;
  let busy = false;
  ws.on("close", () => (stats.open -= 1));
  // A malformed frame (oversized, invalid UTF-8, unmasked, truncated...) is an `error`, then ws
  // closes the connection itself: without this listener it would end the platform's process.
  ws.on("error", () => {});
  const sink = socketSink(ws);

  ws.on("message", (raw) => {
    let message: unknown;
    try {
      message = JSON.parse(String(raw));
    } catch {
      return send(ws, { type: "error", message: "Messages are JSON" });
    }
    try {
      if (!record) {
        const hello = interviewSocketHelloSchema.safeParse(message);
        if (!hello.success) throw new InterviewError(400, "Say hello with the interview first");
        record = interviews.open(userId, hello.data);
        return;
      }
      const turn = interviewSocketTurnSchema.safeParse(message);
      if (!turn.success) throw new InterviewError(400, "Send a turn: {type, answer}");
      if (busy) throw new InterviewError(409, "The interviewer is still speaking");
      const answer = turn.data.opening ? "" : turn.data.answer.trim();
      if (!turn.data.opening && !answer) {
        throw new InterviewError(400, INTERVIEW_TEXTS.emptyAnswer);
      }
      busy = true;
      void streamTurn(sink, record, interviews.turn(record, answer), tokenMs)
        .catch(() => send(ws, { type: "error", message: SOCKET_FAILED }))
        .finally(() => (busy = false));
    } catch (error) {
      // Thrown inside a socket's listener, anything else would end the process: it ends this
      // connection instead.
      if (!(error instanceof InterviewError)) {
        send(ws, { type: "error", message: SOCKET_FAILED });
        return ws.close(1011, "failed");
      }
      send(ws, { type: "error", message: error.message });
      // Without a valid hello there is nothing to talk about.
      if (!record) ws.close(1008, "interview refused");
    }
  });
}

/**
 * The interview's live connection (useWebSocket, docs/contract.md "AI interview") on the
 * platform's HTTP server: an upgrade with the user's token, then JSON messages. Any other
 * upgrade is refused.
 */
export function attachInterviewSocket(
  server: Server,
  options: {
    interviews: InterviewStore;
    tokenMs?: number;
    /** The user of the upgrade's token; throws (401) for a bad one. */
    userOf: (headers: IncomingHttpHeaders) => string | undefined;
  },
): { close(): void } {
  const sockets = new WebSocketServer({
    noServer: true,
    maxPayload: INTERVIEW_SOCKET.maxClientMessageBytes,
  });
  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A reset or garbage on the raw connection, before or after the handshake.
    socket.on("error", () => socket.destroy());
    const path = (req.url ?? "").split("?")[0];
    if (path !== UPSTREAM_CALLS.interviewSocket.path) return refuse(socket, 404, "Not Found");
    let userId: string | undefined;
    try {
      userId = options.userOf(req.headers);
    } catch {
      userId = undefined;
    }
    if (!userId) return refuse(socket, 401, "Unauthorized");
    const user = userId;
    sockets.handleUpgrade(req, socket, head, (ws) =>
      serve(ws, user, options.interviews, options.tokenMs),
    );
  });
  return {
    /** Ends every live connection (the platform is stopping). */
    close() {
      for (const client of sockets.clients) client.terminate();
      sockets.close();
    },
  };
}
