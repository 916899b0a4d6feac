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
import { interviewContextOf } from "../interview-context.server";
import { RequestSession } from "../context/request-session.server";
import type { SessionAuth } from "../session.server";
import { onShutdown } from "../shutdown.server";
import { checkAnswer, contextFor } from "./interview-room.server";
import { audioOf } from "./relay-decoder.server";
import { gauge } from "../../shared/metrics";

/** Interview WebSockets open now (METRICS_PORT, decision 050). */
const openSockets = gauge({ name: "bff_open_websockets", help: "Interview WebSockets open" });

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

/** The upgrade answered with a plain HTTP status: no WebSocket ever exists for it. */
function refuse(socket: Duplex, status: number, reason: string): void {
  if (socket.destroyed) return;
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** What the upgrade's request proved before the socket was made: whose socket it is. */
interface Admitted {
  token: string;
  userId: string;
  /** The login the hello's CSRF token is checked against. */
  auth: SessionAuth;
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
function relay(ws: WebSocket, request: Request, gone: AbortController, admitted: Admitted): void {
  let upstream: WebSocket | undefined;
  openSockets.inc();
  let decoder = new TextDecoder("utf-8");
  const fail = (message: string, code = 1008) => {
    send(ws, { type: "error", message });
    ws.close(code, "refused");
  };
  const hello = setTimeout(() => fail(INVALID_INTERVIEW_LINK), HELLO_TIMEOUT_MS);

  ws.on("close", () => {
    openSockets.dec();
    clearTimeout(hello);
    gone.abort();
    upstream?.terminate();
  });
  // A malformed frame (oversized, invalid UTF-8, unmasked, truncated...) is an `error` here, then
  // ws closes the connection itself (1002/1007/1009): without a listener it would end the process.
  ws.on("error", (error) => {
    logger.info({ event: "interview-socket-refused", error: String(error) }, "browser socket");
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
    try {
      await checkCsrf(request, form, admitted.auth);
    } catch {
      return fail(CSRF_FAILED_MESSAGE);
    }
    const path = typeof message.interview === "string" ? message.interview : "";
    const context = await contextFor(request, path);
    if (!context) return fail(INVALID_INTERVIEW_LINK);
    const env = getEnv();
    const url = `${env.UPSTREAM_URL.replace(/^http/, "ws")}${UPSTREAM_CALLS.interviewSocket.path}`;
    const socket = new WebSocket(url, {
      headers: buildUpstreamHeaders(request, { authToken: admitted.token }),
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

type Refusal = { status: number; reason: string };

/**
 * Who may have a socket, read from the upgrade's own request before any socket exists: a
 * same-site page (403), a logged-in session (401), a kept interview context (400). The cap per
 * user (429) is counted where the socket is made, with no await in between.
 */
async function admit(req: IncomingMessage, request: Request): Promise<Admitted | Refusal> {
  if (!sameSite(req)) return { status: 403, reason: "Forbidden" };
  // The upgrade is no Remix request: its session is opened here, once, as the load context would.
  const { auth } = await RequestSession.open(request);
  if (!auth.token || !auth.user) return { status: 401, reason: "Unauthorized" };
  if (!(await interviewContextOf(request))) return { status: 400, reason: "Bad Request" };
  return { token: auth.token, userId: auth.user.userId, auth };
}

/**
 * The BFF's WebSocket for the interview (INTERVIEW_SOCKET.path), on the web server: admitted at
 * the upgrade (admit), then the hello checks the CSRF token and the interview's address.
 */
export function attachSockets(server: Server): void {
  const sockets = new WebSocketServer({
    noServer: true,
    maxPayload: INTERVIEW_SOCKET.maxClientMessageBytes,
  });
  /** Open sockets per user id (the cap is per BFF process). */
  const open = new Map<string, number>();
  const release = (userId: string) => {
    const left = (open.get(userId) ?? 1) - 1;
    if (left > 0) open.set(userId, left);
    else open.delete(userId);
  };
  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // The raw connection may fail (reset, garbage) while the session is read, and after.
    socket.on("error", () => socket.destroy());
    const path = (req.url ?? "").split("?")[0];
    if (path !== INTERVIEW_SOCKET.path) return refuse(socket, 404, "Not Found");
    const gone = new AbortController();
    const request = requestOf(req, gone.signal);
    void admit(req, request)
      .catch((error: unknown): Refusal => {
        logger.error({ event: "interview-socket-admit", err: error }, "upgrade refused");
        return { status: 500, reason: "Internal Server Error" };
      })
      .then((admitted) => {
        if ("status" in admitted) return refuse(socket, admitted.status, admitted.reason);
        if ((open.get(admitted.userId) ?? 0) >= INTERVIEW_SOCKET.maxPerUser) {
          return refuse(socket, 429, "Too Many Requests");
        }
        if (socket.destroyed) return;
        // handleUpgrade calls back synchronously (or never, for a bad handshake): the count
        // just checked is still the count when this socket is added to it.
        sockets.handleUpgrade(req, socket, head, (ws) => {
          open.set(admitted.userId, (open.get(admitted.userId) ?? 0) + 1);
          ws.once("close", () => release(admitted.userId));
          relay(ws, request, gone, admitted);
        });
      });
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
