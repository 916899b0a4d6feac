import { INTERVIEW_SOCKET } from "~/contract/assistant-values";

export interface TurnHandlers {
  onDelta(text: string): void;
  onAudio?(mime: string, data: string): void;
  onDone(data: Record<string, unknown>): void;
  onError(message: string, options: { partial: boolean; login?: boolean }): void;
}

export interface InterviewSocket {
  /** Sends a turn; false when the connection is not ready (the caller then streams instead). */
  sendTurn(answer: string, opening: boolean, handlers: TurnHandlers): boolean;
  close(): void;
}

/**
 * The interview's live connection (useWebSocket): a WebSocket to the BFF, hello with the page's
 * CSRF token and address, then one turn at a time. `onReady` once the BFF has reached the
 * upstream; `onLost` when the connection ends before the page does (the page falls back to the
 * stream).
 */
export function openInterviewSocket(
  path: string,
  csrf: string,
  events: { onReady(): void; onLost(message?: string): void },
): InterviewSocket {
  const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
  const ws = new WebSocket(`${scheme}//${window.location.host}${INTERVIEW_SOCKET.path}`);
  let ready = false;
  let closing = false;
  let current: TurnHandlers | undefined;
  let partial = false;
  ws.addEventListener("open", () => {
    ws.send(JSON.stringify({ type: "hello", csrf, interview: path }));
  });
  ws.addEventListener("message", (event) => {
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(String(event.data)) as Record<string, unknown>;
    } catch {
      return;
    }
    if (message.type === "ready") {
      ready = true;
      return events.onReady();
    }
    const turn = current;
    if (message.type === "delta" && typeof message.text === "string") {
      partial = true;
      turn?.onDelta(message.text);
    } else if (message.type === "audio" && typeof message.mime === "string") {
      turn?.onAudio?.(message.mime, String(message.data ?? ""));
    } else if (message.type === "done") {
      current = undefined;
      turn?.onDone({ finished: message.finished === true });
    } else if (message.type === "error") {
      const text = typeof message.message === "string" ? message.message : "";
      if (!turn) return events.onLost(text);
      current = undefined;
      turn.onError(text, { partial });
    }
  });
  ws.addEventListener("close", () => {
    const turn = current;
    current = undefined;
    ready = false;
    if (closing) return;
    turn?.onError("", { partial });
    events.onLost();
  });
  return {
    sendTurn(answer, opening, handlers) {
      if (!ready || ws.readyState !== WebSocket.OPEN || current) return false;
      current = handlers;
      partial = false;
      ws.send(JSON.stringify({ type: "turn", answer, opening }));
      return true;
    },
    close() {
      closing = true;
      ws.close();
    },
  };
}
