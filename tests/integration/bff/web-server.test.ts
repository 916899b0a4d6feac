import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setBehaviour, startStack, type Stack } from "../../support/stack";
import { waitUntil } from "../../support/wait";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

async function lastUpstreamHeaders(): Promise<Record<string, string>> {
  const res = await fetch(`${stack.platformUrl}/__test/last-headers`);
  return (await res.json()) as Record<string, string>;
}

/** The BFF's JSON log lines (server/shared/logger.ts) printed so far. */
function logLines(): Record<string, unknown>[] {
  return stack
    .output()
    .split("\n")
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}

describe("the request id (server/web)", () => {
  it("keeps a well-formed incoming id: answered once, sent upstream, in the log line", async () => {
    const id = "support-ref-0001";
    const res = await fetch(`${stack.bffUrl}/about-us?searchKey=secret-text`, {
      headers: { "x-request-id": id },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toBe(id);
    expect((await lastUpstreamHeaders())["x-request-id"]).toBe(id);
    await waitUntil(() => logLines().some((l) => l.requestId === id && l.event === "request"));
    const line = logLines().find((l) => l.requestId === id && l.event === "request");
    expect(line).toMatchObject({ level: "info", method: "GET", path: "/about-us", status: 200 });
    // The query (search text, referral pairs) never reaches the log.
    expect(stack.output()).not.toContain("secret-text");
  });

  it("replaces a malformed incoming id with a new UUID", async () => {
    const res = await fetch(`${stack.bffUrl}/health`, { headers: { "x-request-id": "bad id!" } });
    expect(res.headers.get("x-request-id")).toMatch(UUID);
  });

  it("gives every request its own id, the same on every upstream call of that request", async () => {
    const first = await fetch(`${stack.bffUrl}/about-us`);
    const second = await fetch(`${stack.bffUrl}/about-us`);
    const a = first.headers.get("x-request-id");
    expect(a).toMatch(UUID);
    expect(second.headers.get("x-request-id")).not.toBe(a);
    expect((await lastUpstreamHeaders())["x-request-id"]).toBe(second.headers.get("x-request-id"));
  });

  it("prints the id on the error page as the support reference", async () => {
    await setBehaviour(stack, { mode: "error500" });
    try {
      const res = await fetch(`${stack.bffUrl}/about-us`);
      expect(res.status).toBe(502);
      const id = res.headers.get("x-request-id") ?? "";
      expect(id).toMatch(UUID);
      const text = (await res.text()).replace(/<!-- -->/g, "");
      expect(text).toContain(`Support reference: <code>${id}</code>`);
      // Support finds why under that reference.
      await waitUntil(() =>
        logLines().some((l) => l.requestId === id && l.event === "page-failed"),
      );
      expect(logLines().find((l) => l.requestId === id && l.event === "page-failed")).toMatchObject(
        { level: "warn", pageUri: "/about-us", kind: "http", upstreamStatus: 500 },
      );
    } finally {
      await setBehaviour(stack, { mode: "normal" });
    }
  });
});

describe("the web server", () => {
  it("serves the client build immutable and compressed, without x-powered-by", async () => {
    const html = await (await fetch(`${stack.bffUrl}/`)).text();
    // The root module: large enough to be worth compressing (tiny files are sent as they are).
    const script = /"(\/build\/root-[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const res = await fetch(`${stack.bffUrl}${script}`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("x-powered-by")).toBeNull();
  });
});

describe("public files (server/web)", () => {
  it("serves the public folder's files, the disk asked only under its top-level entries", async () => {
    const favicon = await fetch(`${stack.bffUrl}/favicon.ico`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("cache-control")).toBe("public, max-age=3600");
    // An escaped name is the same file.
    expect((await fetch(`${stack.bffUrl}/%66avicon.ico`)).status).toBe(200);
    const [image] = readdirSync("public/images");
    const res = await fetch(`${stack.bffUrl}/images/${image}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\//);
    // A missing file-like address is a small 404, not a page call (decision 063).
    const missing = await fetch(`${stack.bffUrl}/favicon.png`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await missing.text()).toBe("Not found\n");
  });
});
