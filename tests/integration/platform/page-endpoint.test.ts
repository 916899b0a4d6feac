import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageResponseSchema } from "~/contract";
import type { RunningPlatform } from "~server/platform/server";
import { get, makeDataDir, post, postPage, start } from "./platform-harness";

let platform: RunningPlatform;
let base: string;
const data = makeDataDir();

beforeAll(async () => {
  platform = await start(data.dir, false);
  base = platform.url;
});
afterAll(async () => {
  await platform.close();
  data.cleanup();
});

describe("GET /health", () => {
  it("answers ok", async () => {
    const res = await get(base, "/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });
});

describe("POST /api/v1/page", () => {
  it("answers the home page in the contract's shape, TTL in seconds", async () => {
    const res = await postPage(base, "/", { utm_source: "x" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const page = pageResponseSchema.parse(res.body);
    expect(page.pageId).toBe("home");
    expect(page.cells.length).toBeGreaterThan(3);
    expect(page.pageData.title).toBeTruthy();
    expect(typeof page.showCellSeparator).toBe("boolean");
    expect(page.cacheInfo?.TTL).toBeGreaterThan(0);
    expect(Number.isInteger(page.cacheInfo?.TTL)).toBe(true);
  });

  it("serves /home as the same page as /", async () => {
    const [root, home] = await Promise.all([postPage(base, "/"), postPage(base, "/home")]);
    expect(home.status).toBe(200);
    expect(home.body).toEqual(root.body);
  });

  it("normalises the path: trailing slash, query, hash, repeated slashes", async () => {
    const plain = await postPage(base, "/course/data-analyst-course");
    expect(plain.status).toBe(200);
    for (const uri of [
      "/course/data-analyst-course/",
      "/course/data-analyst-course?utm_source=x&b=1",
      "/course/data-analyst-course/?x=1#curriculum",
      "//course//data-analyst-course",
    ]) {
      const res = await postPage(base, uri);
      expect(res.status, uri).toBe(200);
      expect(res.body, uri).toEqual(plain.body);
    }
    expect((await postPage(base, "/?utm_source=x")).body).toEqual((await postPage(base, "/")).body);
  });

  it("accepts a missing or null context", async () => {
    expect((await post(base, "/api/v1/page", { pageUri: "/" })).status).toBe(200);
    expect((await post(base, "/api/v1/page", { pageUri: "/", context: null })).status).toBe(200);
  });

  it("answers 404 with errorMessage for an unknown page", async () => {
    const res = await postPage(base, "/no/such/page");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errorMessage: "Page not found" });
  });

  it("keeps path case: /Home is not /home", async () => {
    expect((await postPage(base, "/Home")).status).toBe(404);
  });
});

describe("bad requests answer 4xx with the spec's error fields, never 500", () => {
  const cases: Array<[string, unknown, number, string?]> = [
    ["not JSON", "{not json", 400],
    ["empty body", "", 400],
    ["a JSON array", [], 400],
    ["a JSON string", '"hello"', 400],
    ["null", "null", 400],
    ["missing pageUri", { context: {} }, 400, "pageUri"],
    ["pageUri a number", { pageUri: 42 }, 400, "pageUri"],
    ["pageUri not a path", { pageUri: "home" }, 400, "pageUri"],
    ["pageUri an absolute URL", { pageUri: "https://evil.example/" }, 400, "pageUri"],
    ["pageUri too long", { pageUri: "/" + "a".repeat(2048) }, 400, "pageUri"],
    ["context not an object", { pageUri: "/", context: "x" }, 400, "context"],
    ["context with a number", { pageUri: "/", context: { a: 1 } }, 400, "context.a"],
  ];
  for (const [name, body, status, field] of cases) {
    it(name, async () => {
      const res = await post(base, "/api/v1/page", body);
      expect(res.status).toBe(status);
      const error = res.body as { errorMessage: string; errors?: Record<string, string[]> };
      expect(typeof error.errorMessage).toBe("string");
      expect(error.errorMessage.length).toBeGreaterThan(0);
      if (field) expect(error.errors?.[field]?.length).toBeGreaterThan(0);
    });
  }

  it("a 2048-character pageUri is still accepted (404, not 400)", async () => {
    expect((await postPage(base, "/" + "a".repeat(2047))).status).toBe(404);
  });

  it("a body over 1 MB answers 413", async () => {
    const huge = JSON.stringify({ pageUri: "/", context: { pad: "x".repeat(1_100_000) } });
    const res = await post(base, "/api/v1/page", huge);
    expect(res.status).toBe(413);
    expect((res.body as { errorMessage: string }).errorMessage).toBe("Request body too large");
  });

  it("a chunked body over 1 MB answers 413 too", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 40) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await fetch(base + "/api/v1/page", {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/json" },
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    await res.text();
  });

  it("the server still answers after the bad requests", async () => {
    expect((await postPage(base, "/")).status).toBe(200);
  });

  it("a wrong method answers 405 with Allow", async () => {
    const res = await get(base, "/api/v1/page");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect((res.body as { errorMessage: string }).errorMessage).toBe("Method not allowed");
  });

  it("an unknown route answers 404", async () => {
    const res = await get(base, "/api/v1/nothing");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errorMessage: "Not found" });
  });

  it("without test mode the /__test endpoints do not exist", async () => {
    expect((await get(base, "/__test/last-headers")).status).toBe(404);
    expect((await post(base, "/__test/behaviour", { mode: "error500" })).status).toBe(404);
  });
});
