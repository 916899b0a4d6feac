import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { TOKEN, startHarness, upstream, visitor, type Visitor } from "../actions-server/harness";

/**
 * One request context (docs/decisions/039, 060): a loader, an action or a handler is handed
 * `context` and reaches the request's session and upstream through it alone. Each handler here
 * runs in a request store that holds only what the web server knows (a request id, the tally),
 * with the load context made beside it: the session cookie is opened once, by the load context,
 * and every upstream call is made by `context.upstream`, with the session's token.
 */
const root = path.resolve(__dirname, "../../..");

beforeAll(() => startHarness());
afterAll(() => upstream.stop());

function get(v: Visitor, address: string): Request {
  const cookie = [...v.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  return new Request(`http://bff.test${address}`, { headers: { cookie } });
}

type Handler = (request: Request, context: AppLoadContext) => Promise<unknown>;

/** Runs a handler as the web server would, and counts what it did to the session and upstream. */
async function handled(request: Request, handler: Handler) {
  const { getLoadContext } = await import("~server/bff/context/load-context.server");
  const { runInRequestContext } = await import("~server/shared/request-context");
  const store = { requestId: "req-one-context-1", tally: { cookieOpens: 0, revocationLookups: 0 } };
  upstream.reset();
  let upstreamUses = 0;
  await runInRequestContext(store, async () => {
    const context = await getLoadContext(request, undefined);
    const made = context.upstream;
    context.upstream = (options) => {
      upstreamUses += 1;
      return made(options);
    };
    await handler(request, context).catch((thrown: unknown) => thrown);
  });
  return { tally: store.tally, upstreamUses, received: [...upstream.received] };
}

describe("a handler handed the request context", () => {
  const cases: [string, string, () => Promise<Handler>][] = [
    [
      "the checkout page's loader",
      "/checkout?itemId=pm-fellowship&itemType=COURSE&quantity=1",
      async () => (await import("~server/bff/checkout/checkout-page.server")).loadCheckout,
    ],
    [
      "the connections page's loader",
      "/user/connections",
      async () => (await import("~server/bff/oauth/flow.server")).loadConnections,
    ],
    [
      "the sandboxes page's loader",
      "/user/sandboxes",
      async () => (await import("~server/bff/sandbox/my-sandboxes.server")).loadMySandboxes,
    ],
  ];

  it.each(cases)(
    "%s opens the session cookie once and calls upstream through context.upstream",
    async (_name, address, load) => {
      const v = await visitor(true);
      const { tally, upstreamUses, received } = await handled(get(v, address), await load());
      expect(tally).toEqual({ cookieOpens: 1, revocationLookups: 1 });
      expect(received.length).toBeGreaterThan(0);
      expect(upstreamUses).toBe(received.length);
      for (const call of received) {
        expect(call.headers["auth-header"]).toBe(TOKEN);
        expect(call.headers["x-request-id"]).toBe("req-one-context-1");
      }
    },
  );

  it("the login steps call upstream through it, without the session's token", async () => {
    const { handleLoginAction } = await import("~server/bff/login-flow.server");
    const { csrfTokenFor } = await import("../../support/load-context");
    const v = await visitor(false);
    const cookie = [...v.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const { token } = await csrfTokenFor(get(v, "/login"));
    const request = new Request("http://bff.test/login", {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        csrf: token,
        intent: "OTP_REQUEST",
        channel: "email",
        email: "learner@example.com",
        returnTo: "/",
      }),
    });
    const { tally, upstreamUses, received } = await handled(request, handleLoginAction);
    expect(tally.cookieOpens).toBe(1);
    expect(received.map((call) => call.path)).toEqual([UPSTREAM_CALLS.otpRequest.path]);
    expect(upstreamUses).toBe(1);
    expect(received[0]?.headers["auth-header"]).toBeUndefined();
  });
});

/** Every source file under `dir` (recursively). */
function sourcesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

describe("one way to the request's state", () => {
  const sources = [...sourcesUnder("server/bff"), ...sourcesUnder("app/routes")];

  it("has no readAuth(request): nothing opens the session cookie a second time", async () => {
    const session = await import("~server/bff/session.server");
    expect(Object.keys(session)).not.toContain("readAuth");
    const readers = sources.filter((file) =>
      /\breadAuth\b/.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(readers).toEqual([]);
  });

  it("makes a request's upstream client in one place, the load context's", () => {
    const makers = sources.filter((file) =>
      /\bupstreamFor\(/.test(readFileSync(path.join(root, file), "utf8")),
    );
    // The load context's client, and a page-answer cache refresh that outlives its request.
    expect(makers.sort()).toEqual([
      "server/bff/context/upstream-for-request.server.ts",
      "server/bff/page.server.ts",
      "server/bff/upstream-for.server.ts",
    ]);
  });
});
