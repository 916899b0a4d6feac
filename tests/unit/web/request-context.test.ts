import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { withRequestContext } from "~server/web/server";
import { requestContext } from "~server/shared/request-context";

/** A bare server running the web server's request-context step, answering what it saw. */
async function serve(headers: Record<string, string>) {
  const server = http.createServer((req, res) => {
    withRequestContext(req, res, () => {
      // Later in the same request, after an await: the context is still there.
      void Promise.resolve().then(() => {
        res.end(JSON.stringify({ context: requestContext(), header: req.headers["x-request-id"] }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const res = await fetch(`http://127.0.0.1:${port}/`, { headers });
    return {
      answered: res.headers.get("x-request-id"),
      ...((await res.json()) as {
        context: { requestId: string; socketAddress?: string };
        header: string;
      }),
    };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe("the web server's request context", () => {
  it("holds the socket's peer, whatever a client writes in headers", async () => {
    const seen = await serve({
      "x-bff-socket-address": "6.6.6.6",
      "x-forwarded-for": "6.6.6.7",
      "x-real-ip": "6.6.6.8",
    });
    expect(seen.context.socketAddress).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it("keeps a well-formed X-Request-Id everywhere: context, request header, answer", async () => {
    const seen = await serve({ "x-request-id": "abc-12345678" });
    expect(seen.context.requestId).toBe("abc-12345678");
    expect(seen.header).toBe("abc-12345678");
    expect(seen.answered).toBe("abc-12345678");
  });

  it("replaces a malformed or missing one with a new UUID", async () => {
    const cases: Record<string, string>[] = [
      { "x-request-id": "x" },
      { "x-request-id": "a b c d e f g h" },
      {},
    ];
    for (const headers of cases) {
      const seen = await serve(headers);
      expect(seen.context.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(seen.answered).toBe(seen.context.requestId);
    }
  });

  it("is empty outside a request", () => {
    expect(requestContext()).toBeUndefined();
  });
});

describe("the request context's clientGone signal", () => {
  /** A server that answers slowly (a stream) and reports whether clientGone fired. */
  async function slowServer() {
    const events: string[] = [];
    const server = http.createServer((req, res) => {
      withRequestContext(req, res, () => {
        const gone = requestContext()?.clientGone;
        gone?.addEventListener("abort", () => events.push("gone"));
        res.writeHead(200, { "content-type": "text/plain" });
        res.write("first\n");
        if (req.url === "/quick") res.end("done\n");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    return { events, port, close: () => new Promise<void>((r) => server.close(() => r())) };
  }

  it("fires when the client leaves before the answer is finished", async () => {
    const { events, port, close } = await slowServer();
    await new Promise<void>((resolve) => {
      const req = http.get(`http://127.0.0.1:${port}/slow`, (res) => {
        res.once("data", () => {
          req.destroy();
          resolve();
        });
      });
    });
    for (let i = 0; i < 100 && !events.includes("gone"); i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(events).toEqual(["gone"]);
    await close();
  });

  it("stays quiet for an answer that finished", async () => {
    const { events, port, close } = await slowServer();
    const res = await fetch(`http://127.0.0.1:${port}/quick`);
    expect(await res.text()).toBe("first\ndone\n");
    await close();
    expect(events).toEqual([]);
  });
});
