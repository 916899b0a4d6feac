import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { TAB_SWITCH_WARNING } from "~/contract/page-texts";
import { createTabReturnDetector, tabSwitchForm } from "~/page/tab-change-watch";
import { contextOf, csrfTokenFor } from "../../support/load-context";
import { applyTestEnv } from "../auth/env";

interface Received {
  path: string;
  body: unknown;
  headers: IncomingMessage["headers"];
}
const received: Received[] = [];
let answer = { status: 200, body: "{}" };
let upstream: Server;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    let text = "";
    req.on("data", (chunk) => (text += chunk));
    req.on("end", () => {
      received.push({
        path: req.url ?? "",
        body: text ? JSON.parse(text) : null,
        headers: req.headers,
      });
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const { port } = upstream.address() as AddressInfo;
  applyTestEnv({
    UPSTREAM_URL: `http://127.0.0.1:${port}`,
    SITE_ORIGIN: "https://learn.example.com",
  });
});
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  answer = { status: 200, body: "{}" };
});

async function server() {
  return import("~server/bff/tab-switch.server");
}

/** The tabChangeTracker action as a page renders it: signed by the BFF. */
async function signed(action: Record<string, unknown>): Promise<string> {
  const { signActionsIn } = await import("~server/bff/action-signature.server");
  return JSON.stringify(signActionsIn({ type: "API_CALL", ...action }));
}

async function post(fields: Record<string, string>, withToken = true) {
  const { handleTabSwitch } = await server();
  const { token, setCookie } = await csrfTokenFor(new Request("http://bff.test/"));
  const body = new URLSearchParams(withToken ? { csrf: token, ...fields } : fields);
  const request = new Request("http://bff.test/api/tab-switch", {
    method: "POST",
    headers: {
      cookie: setCookie!.split(";")[0],
      "content-type": "application/x-www-form-urlencoded",
    },
    body,
  });
  return handleTabSwitch(request, await contextOf(request));
}

describe("POST /api/tab-switch (spec 01 section 5)", () => {
  it("calls the action's uri with the request object plus url, and answers 204", async () => {
    const res = await post({
      action: await signed({
        uri: "/api/v1/contest/tab-switch?contestId=7",
        requestObject: { contestId: "7", attempt: 2 },
      }),
      page: "/contest/weekly-7?x=1",
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(received).toHaveLength(1);
    expect(received[0].path).toBe("/api/v1/contest/tab-switch?contestId=7");
    expect(received[0].body).toEqual({
      contestId: "7",
      attempt: 2,
      url: "https://learn.example.com/contest/weekly-7?x=1",
    });
    expect(received[0].headers.channel).toBe("web");
  });

  it("works without a request object (body is just url)", async () => {
    const res = await post({ action: await signed({ uri: "/api/v1/track" }), page: "/contest/a" });
    expect(res.status).toBe(204);
    expect(received[0].body).toEqual({ url: "https://learn.example.com/contest/a" });
  });

  it("refuses a form without the CSRF token (403, clear message)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const res = await post(
      { action: await signed({ uri: "/api/v1/x" }), page: "/contest/a" },
      false,
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      message:
        "This form has expired or did not come from this site. Reload the page and try again.",
    });
    expect(received).toHaveLength(0);
    vi.restoreAllMocks();
  });

  it.each([
    "https://evil.example/steal",
    "//evil.example/steal",
    "@evil.example/steal",
    "evil.example/steal",
    "/api/../admin",
    "/api/%2e%2e/admin",
    "/api\\..\\admin",
    "/api/v1/x#frag",
    "/api/v1/x y",
    "/api/v1/auth/token-sign-in",
    "/api/v1/%61uth/token-sign-in",
    "/api//v1/AUTH/otp/verify",
    "/api/v1/edit-page/update/cell",
    "/__test/latest-otp",
    "",
  ])("refuses the uri %j without calling upstream (400), even signed", async (uri) => {
    const res = await post({ action: await signed({ uri }), page: "/contest/a" });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(
      "This action could not be run. Reload the page and try again.",
    );
    expect(received).toHaveLength(0);
  });

  it("refuses an action the BFF did not sign, or whose uri or body changed after signing", async () => {
    const unsigned = JSON.stringify({ type: "API_CALL", uri: "/api/v1/x" });
    const changed = JSON.parse(await signed({ uri: "/api/v1/x", requestObject: { a: 1 } }));
    for (const action of [
      unsigned,
      JSON.stringify({ ...changed, uri: "/api/v1/y" }),
      JSON.stringify({ ...changed, requestObject: { a: 2 } }),
      JSON.stringify({ ...changed, sig: "v1.AAAA" }),
    ]) {
      const res = await post({ action, page: "/c" });
      expect(res.status).toBe(400);
    }
    expect(received).toHaveLength(0);
  });

  it("refuses a request object that is not a JSON object, and a page that is not a path", async () => {
    for (const requestObject of [[1, 2], "nope", 42]) {
      const res = await post({
        action: await signed({ uri: "/api/v1/x", requestObject }),
        page: "/c",
      });
      expect(res.status).toBe(400);
    }
    const res = await post({
      action: await signed({ uri: "/api/v1/x" }),
      page: "https://evil.example/",
    });
    expect(res.status).toBe(400);
    expect(received).toHaveLength(0);
  });

  it("an upstream failure is 502 with the upstream's message", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    answer = { status: 500, body: JSON.stringify({ errorMessage: "Contest is closed" }) };
    const res = await post({ action: await signed({ uri: "/api/v1/x" }), page: "/c" });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: "Contest is closed" });
    warn.mockRestore();
  });

  it("isSafeUpstreamPath accepts API paths with queries", async () => {
    const { isSafeUpstreamPath } = await import("~/contract/forwarding");
    expect(isSafeUpstreamPath("/api/v1/contest/7/tab-switch")).toBe(true);
    expect(isSafeUpstreamPath("/api/v1/x?a=1&b=%20")).toBe(true);
    expect(isSafeUpstreamPath("/" + "a".repeat(600))).toBe(false);
  });
});

describe("the browser half", () => {
  it("the warning text is exact", () => {
    expect(TAB_SWITCH_WARNING).toBe(
      "Warning: Your final score will be affected due to switching tabs during the contest!",
    );
  });

  it("a return is visible after hidden, once per switch", () => {
    const isReturn = createTabReturnDetector();
    expect(isReturn("visible")).toBe(false);
    expect(isReturn("hidden")).toBe(false);
    expect(isReturn("visible")).toBe(true);
    expect(isReturn("visible")).toBe(false);
    expect(isReturn("hidden")).toBe(false);
    expect(isReturn("hidden")).toBe(false);
    expect(isReturn("visible")).toBe(true);
  });

  it("posts the csrf field, the action as the page gave it (with its signature) and the page path", () => {
    const action = {
      type: "API_CALL" as const,
      uri: "/api/v1/t",
      requestObject: { a: 1 },
      sig: "v1.x",
    };
    const form = tabSwitchForm(action, "/contest/x?y=1", "tok");
    expect(Object.fromEntries(form!)).toEqual({
      csrf: "tok",
      action: JSON.stringify(action),
      page: "/contest/x?y=1",
    });
    expect(tabSwitchForm({}, "/c", "tok")).toBeNull();
  });
});
