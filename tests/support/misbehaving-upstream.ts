import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { UPSTREAM_CALLS } from "~/contract/calls";

/**
 * An upstream in front of the reference platform: everything is passed through, except an
 * assistant stream whose question starts with "mode:", which misbehaves as asked (tests of the
 * BFF's relay: not an event stream, 500, stall, truncation, oversized event, a slow endless
 * stream for disconnects). It counts the assistant streams still open on its side.
 */
export interface MisbehavingUpstream {
  url: string;
  /** Assistant streams whose response has not closed yet. */
  openStreams(): number;
  close(): Promise<void>;
}

const b64 = (text: string | Buffer) =>
  (typeof text === "string" ? Buffer.from(text, "utf8") : text).toString("base64");
const message = (data: string) => `data: ${data}\n\n`;
const SSE_HEADERS = { "content-type": "text/event-stream", "cache-control": "no-store" };
const USER_STATE_HEADER = "x-user-state-hash";

/** The user's state hash as the platform names it, for the answers this upstream makes up. */
function userStateHash(platform: URL, headers: http.IncomingHttpHeaders): Promise<string> {
  return new Promise((resolve) => {
    const ask = http.request(
      {
        host: platform.hostname,
        port: platform.port,
        path: UPSTREAM_CALLS.userInfo.path,
        method: UPSTREAM_CALLS.userInfo.method,
        headers: { ...headers, host: platform.host, "content-length": "0" },
      },
      (answer) => {
        answer.resume();
        resolve(String(answer.headers[USER_STATE_HEADER] ?? ""));
      },
    );
    ask.on("error", () => resolve(""));
    ask.end();
  });
}

function misbehave(mode: string, res: http.ServerResponse, hash: string): void {
  // A well-behaved upstream names the user's state on every answer (spec 01 section 6).
  const SSE = { ...SSE_HEADERS, [USER_STATE_HEADER]: hash };
  switch (mode) {
    case "not-sse":
      res
        .writeHead(200, { "content-type": "application/json", [USER_STATE_HEADER]: hash })
        .end('{"reply":"no stream"}');
      return;
    case "500":
      res
        .writeHead(500, { "content-type": "application/json", [USER_STATE_HEADER]: hash })
        .end('{"message":"db down"}');
      return;
    case "stall":
      res.writeHead(200, SSE).write(message(b64("Started, then")));
      return; // never another byte: the BFF's stall time-out must end it
    case "truncate":
      res.writeHead(200, SSE);
      res.write(message(b64("First part, ")));
      res.end(message(b64("second part")));
      return;
    case "oversize":
      res.writeHead(200, SSE);
      res.write(message(b64("Before. ")));
      res.end(message(b64(Buffer.alloc(80 * 1024, 65))) + "event: done\ndata: {}\n\n");
      return;
    case "split": {
      // A multi-byte text whose base64 pieces and network chunks split characters anywhere.
      const bytes = Buffer.from("naïve café — 你好 🎉 done", "utf8");
      res.writeHead(200, SSE);
      let wire = "";
      for (let at = 0; at < bytes.length; at += 3) wire += message(b64(bytes.subarray(at, at + 3)));
      wire += "event: done\ndata: {}\n\n";
      const chunks: string[] = [];
      for (let at = 0; at < wire.length; at += 7) chunks.push(wire.slice(at, at + 7));
      const next = () => {
        const chunk = chunks.shift();
        if (chunk === undefined) return res.end();
        res.write(chunk);
        setTimeout(next, 1);
      };
      next();
      return;
    }
    case "quiet":
      res.writeHead(200, SSE).flushHeaders();
      setTimeout(() => res.end(message(b64("after a pause")) + "event: done\ndata: {}\n\n"), 400);
      return;
    case "endless": {
      res.writeHead(200, SSE);
      const timer = setInterval(() => res.write(message(b64("more "))), 20);
      res.on("close", () => clearInterval(timer));
      return;
    }
    default:
      res.writeHead(400).end();
  }
}

export async function startMisbehavingUpstream(platformUrl: string): Promise<MisbehavingUpstream> {
  const platform = new URL(platformUrl);
  let open = 0;
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      if (req.url === UPSTREAM_CALLS.assistantStream.path) {
        let question = "";
        try {
          question = String((JSON.parse(body.toString("utf8")) as { question?: unknown }).question);
        } catch {
          // passed through
        }
        const mode = /^mode:([\w-]+)/.exec(question)?.[1];
        if (mode) {
          open += 1;
          res.on("close", () => (open -= 1));
          void userStateHash(platform, req.headers).then((hash) => misbehave(mode, res, hash));
          return;
        }
      }
      const forward = http.request(
        {
          host: platform.hostname,
          port: platform.port,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, host: platform.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on("error", () => res.writeHead(502).end());
      res.on("close", () => forward.destroy());
      forward.end(body);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    openStreams: () => open,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
