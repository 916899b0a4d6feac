import type { IncomingHttpHeaders, IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import {
  interviewSocketHelloSchema,
  interviewSocketTurnSchema,
} from "../../../app/contract/assistant";
import { INTERVIEW_SOCKET, INTERVIEW_TEXTS } from "../../../app/contract/assistant-values";
import { UPSTREAM_CALLS } from "../../../app/contract/calls";
import { turnAudio } from "../assistant/chime";
import { InterviewError, type InterviewStore } from "../assistant/interview";
import { splitTokens, tokenDelayMs } from "../assistant/sse";

type Record = ReturnType<InterviewStore["open"]>;

const stats = { open: 0 };

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

/** One learner's live connection: hello (the interview's credentials), then turns, one at a time. */
function serve(ws: WebSocket, userId: string, interviews: InterviewStore, tokenMs?: number) {
  stats.open += 1;
  let record: Record | undefined;
  let timer: NodeJS.Timeout | undefined;
  let busy = false;
  ws.on("close", () => {
    stats.open -= 1;
    clearTimeout(timer);
  });

  const stream = (text: string, finished: boolean) => {
    const tokens = splitTokens(text);
    let index = 0;
    busy = true;
    const next = () => {
      if (ws.readyState !== ws.OPEN) return;
      if (index >= tokens.length) {
        if (record?.flags.useServerTTS) send(ws, { type: "audio", ...turnAudio(text) });
        send(ws, { type: "done", finished });
        busy = false;
        return;
      }
      send(ws, {
        type: "delta",
        data: Buffer.from(tokens[index] ?? "", "utf8").toString("base64"),
      });
      index += 1;
      timer = setTimeout(next, tokenDelayMs(index, tokenMs));
    };
    timer = setTimeout(next, tokenDelayMs(0, tokenMs));
  };

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
      const next = interviews.turn(record, answer);
      stream(next.text, next.finished);
    } catch (error) {
      if (!(error instanceof InterviewError)) throw error;
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
