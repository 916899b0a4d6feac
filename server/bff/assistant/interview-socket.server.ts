import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import WebSocket, { WebSocketServer } from "ws";
import { interviewSocketServerMessageSchema } from "~/contract/assistant";
import { ASSISTANT_TEXTS, INTERVIEW_SOCKET } from "~/contract/assistant-values";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { INVALID_INTERVIEW_LINK } from "~/contract/page-texts";
import { ACTION_FIELDS } from "~/contract/values";
import { logger } from "../../shared/logger";
import { checkCsrf, CSRF_FAILED_MESSAGE } from "../csrf.server";
import { getEnv } from "../env.server";
import { buildUpstreamHeaders } from "../headers.server";
import { readAuth } from "../session.server";
import { onShutdown } from "../shutdown.server";
import { checkAnswer, contextFor } from "./interview-room.server";
import { audioOf } from "./relay-decoder.server";

/** The browser has this long to say hello after the upgrade. */
const HELLO_TIMEOUT_MS = 10_000;

type Outgoing =
  | { type: "ready" }
  | { type: "delta"; text: string }
  | { type: "audio"; mime: string; data: string }
  | { type: "done"; finished: boolean }
  | { type: "error"; message: string };

function send(ws: WebSocket, message: Outgoing): void {
  if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
}

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Cross-site WebSocket hijacking: only pages of this site may open the connection. */
function sameSite(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  try {
    const url = new URL(origin);
    return url.host === req.headers.host || origin === getEnv().SITE_ORIGIN;
  } catch {
    return false;
  }
}

/** The upgrade as a Fetch Request, so the session, CSRF and context helpers read it as usual. */
function requestOf(req: IncomingMessage, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  return new Request(`http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`, {
    headers,
    signal,
  });
}

function parse(raw: WebSocket.RawData): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(String(raw));
    return value && typeof value === "object" ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One browser's live connection (useWebSocket): hello (the CSRF token and the interview's
 * address: its kept context is read like the page's), then turns relayed to the upstream's own
 * WebSocket with the user's token; the interviewer's base64 pieces go back as text, decoded as
 * one UTF-8 stream. Either side closing closes the other.
 */
function relay(ws: WebSocket, req: IncomingMessage): void {
  const gone = new AbortController();
  const request = requestOf(req, gone.signal);
  let upstream: WebSocket | undefined;
  let decoder = new TextDecoder("utf-8");
  const fail = (message: string, code = 1008) => {
    send(ws, { type: "error", message });
    ws.close(code, "refused");
  };
  const hello = setTimeout(() => fail(INVALID_INTERVIEW_LINK), HELLO_TIMEOUT_MS);

  ws.on("close", () => {
    clearTimeout(hello);
    gone.abort();
    upstream?.terminate();
  });

  const onUpstream = (raw: WebSocket.RawData) => {
    const parsed = interviewSocketServerMessageSchema.safeParse(parse(raw));
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === "delta") {
      const text = decoder.decode(Buffer.from(message.data, "base64"), { stream: true });
      if (text) send(ws, { type: "delta", text });
    } else if (message.type === "audio") {
      const audio = audioOf(message);
      if (audio) send(ws, { type: "audio", ...audio });
    } else if (message.type === "done") {
      const tail = decoder.decode();
      if (tail) send(ws, { type: "delta", text: tail });
      decoder = new TextDecoder("utf-8");
      send(ws, { type: "done", finished: message.finished });
    } else {
      send(ws, { type: "error", message: message.message });
    }
  };

  const open = async (message: Record<string, unknown>) => {
    clearTimeout(hello);
    const form = new FormData();
    form.set(ACTION_FIELDS.csrf, typeof message.csrf === "string" ? message.csrf : "");
    const auth = await readAuth(request);
    if (!auth.token) return fail(ASSISTANT_TEXTS.loginToAsk);
    try {
      await checkCsrf(request, form);
    } catch {
      return fail(CSRF_FAILED_MESSAGE);
    }
    const path = typeof message.interview === "string" ? message.interview : "";
    const context = await contextFor(request, path);
    if (!context) return fail(INVALID_INTERVIEW_LINK);
    const env = getEnv();
    const url = `${env.UPSTREAM_URL.replace(/^http/, "ws")}${UPSTREAM_CALLS.interviewSocket.path}`;
    const socket = new WebSocket(url, {
      headers: buildUpstreamHeaders(request, { authToken: auth.token }),
      handshakeTimeout: env.UPSTREAM_TIMEOUT_MS,
      maxPayload: INTERVIEW_SOCKET.maxUpstreamMessageBytes,
    });
    upstream = socket;
    socket.on("open", () => {
      socket.send(
        JSON.stringify({ type: "hello", token: context.token, interviewId: context.interviewId }),
      );
      send(ws, { type: "ready" });
    });
    socket.on("message", onUpstream);
    socket.on("error", (error) => {
      logger.warn({ event: "interview-socket-upstream", error: String(error) }, "upstream socket");
      fail(ASSISTANT_TEXTS.notEventStream, 1011);
    });
    socket.on("close", () => ws.close(1000, "upstream closed"));
  };

  ws.on("message", (raw) => {
    const message = parse(raw);
    if (!message) return send(ws, { type: "error", message: INVALID_INTERVIEW_LINK });
    if (!upstream) {
      if (message.type !== "hello") return fail(INVALID_INTERVIEW_LINK);
      void open(message).catch(() => fail(ASSISTANT_TEXTS.notEventStream, 1011));
      return;
    }
    if (message.type !== "turn") return;
    const opening = message.opening === true;
    const checked = checkAnswer(message.answer, opening);
    if (!checked.ok) return send(ws, { type: "error", message: checked.message });
    if (upstream.readyState !== WebSocket.OPEN) {
      return send(ws, { type: "error", message: ASSISTANT_TEXTS.notEventStream });
    }
    upstream.send(JSON.stringify({ type: "turn", answer: checked.answer, opening }));
  });
}

/**
 * The BFF's WebSocket for the interview (INTERVIEW_SOCKET.path), on the web server: same-site
 * pages only; everything else about it is decided after the browser's hello.
 */
export function attachSockets(server: Server): void {
  const sockets = new WebSocketServer({
    noServer: true,
    maxPayload: INTERVIEW_SOCKET.maxClientMessageBytes,
  });
  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? "").split("?")[0];
    if (path !== INTERVIEW_SOCKET.path) return refuse(socket, 404, "Not Found");
    if (!sameSite(req)) return refuse(socket, 403, "Forbidden");
    sockets.handleUpgrade(req, socket, head, (ws) => relay(ws, req));
  });
  // A shutdown (shutdown.server.ts): each interview hears the restart text, then 1012 (Service
  // Restart), so the web server's close is not held by a socket that never ends.
  onShutdown((message) => {
    for (const client of sockets.clients) {
      send(client, { type: "error", message });
      client.close(1012, "restarting");
    }
  });
  server.on("close", () => {
    for (const client of sockets.clients) client.terminate();
  });
}
