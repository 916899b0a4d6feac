import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the fake platform received. */
export interface Received {
  path: string;
  headers: IncomingMessage["headers"];
  /** Parsed JSON, or the raw bytes for other bodies (multipart uploads). */
  json?: unknown;
  raw: Buffer;
}

export interface Scripted {
  status?: number;
  body?: unknown;
  /** Raw bytes (a download) instead of JSON. */
  bytes?: Buffer;
  headers?: Record<string, string>;
  /** Held until the test releases it (for fire-and-forget). */
  hold?: Promise<void>;
}

/** The hash every authenticated answer carries (the session's, so the session stays as it is). */
export const USER_HASH = "hash-1";

/**
 * A stand-in for the platform: records every call and answers what the test scripted for its
 * path (default 200 {status: "SUCCESS"}), with x-user-state-hash like the real one.
 */
export class FakeUpstream {
  readonly received: Received[] = [];
  private scripts = new Map<string, Scripted>();
  private server?: Server;
  url = "";

  script(path: string, answer: Scripted) {
    this.scripts.set(path, answer);
  }

  reset() {
    this.received.length = 0;
    this.scripts.clear();
  }

  calls(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const raw = Buffer.concat(chunks);
        let json: unknown;
        if ((req.headers["content-type"] ?? "").includes("json") && raw.length) {
          json = JSON.parse(raw.toString("utf8"));
        }
        const path = req.url ?? "";
        this.received.push({ path, headers: req.headers, json, raw });
        const scripted = this.scripts.get(path.split("?")[0]) ?? {};
        void (scripted.hold ?? Promise.resolve()).then(() => {
          const headers: Record<string, string> = { ...scripted.headers };
          if (req.headers["auth-header"]) headers["x-user-state-hash"] = USER_HASH;
          if (scripted.bytes) {
            res.writeHead(scripted.status ?? 200, {
              "content-type": "application/pdf",
              ...headers,
            });
            res.end(scripted.bytes);
            return;
          }
          res.writeHead(scripted.status ?? 200, { "content-type": "application/json", ...headers });
          res.end(
            scripted.status === 204
              ? undefined
              : JSON.stringify(scripted.body ?? { status: "SUCCESS" }),
          );
        });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }
}
