import WebSocket from "ws";

export type SocketMessage = Record<string, unknown> & { type: string };

/**
 * A WebSocket client for tests of the interview's live connection: JSON messages read in order
 * (`next`), and promises for the open and the close.
 */
export function openJsonSocket(url: string, headers: Record<string, string>) {
  const ws = new WebSocket(url, { headers });
  const queue: SocketMessage[] = [];
  const waiting: ((message: SocketMessage) => void)[] = [];
  ws.on("message", (raw) => {
    const message = JSON.parse(String(raw)) as SocketMessage;
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  const next = () =>
    new Promise<SocketMessage>((resolve) => {
      const queued = queue.shift();
      if (queued) resolve(queued);
      else waiting.push(resolve);
    });
  const opened = new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  const closed = new Promise<number>((resolve) => ws.once("close", (code) => resolve(code)));
  return { ws, next, opened, closed };
}

/** One turn's messages, up to its done (or an error); `decode` turns a delta into its text. */
export async function turnOf(
  next: () => Promise<SocketMessage>,
  decode: (message: SocketMessage) => string,
) {
  let text = "";
  const seen: SocketMessage[] = [];
  for (;;) {
    const message = await next();
    seen.push(message);
    if (message.type === "delta") text += decode(message);
    if (message.type === "done" || message.type === "error") return { text, seen, last: message };
  }
}
