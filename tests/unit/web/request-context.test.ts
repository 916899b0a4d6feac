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
