import { platformHasSeen, waitUntil } from "../../support/wait";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { RunningPlatform } from "~server/platform/server";
import { get, makeDataDir, post, postPage, start } from "./platform-harness";

let platform: RunningPlatform;
let base: string;
const data = makeDataDir();

beforeAll(async () => {
  platform = await start(data.dir, true);
  base = platform.url;
});
afterEach(async () => {
  await post(base, "/__test/reset", {});
});
afterAll(async () => {
  await platform.close();
  data.cleanup();
});

describe("GET /__test/last-headers", () => {
  it("answers {} before any request", async () => {
    expect((await get(base, "/__test/last-headers")).body).toEqual({});
  });

  it("answers the headers of the last non-test request, names lowercased", async () => {
    await fetch(base + "/api/v1/page", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-TERMINAL-ID": "t-1", Channel: "web" },
      body: JSON.stringify({ pageUri: "/" }),
    });
    await get(base, "/__test/behaviour"); // a test request does not replace it
    const headers = (await get(base, "/__test/last-headers")).body as Record<string, string>;
    expect(headers["x-terminal-id"]).toBe("t-1");
    expect(headers["channel"]).toBe("web");
    expect(headers["content-type"]).toBe("application/json");
    expect(Object.keys(headers).every((name) => name === name.toLowerCase())).toBe(true);
  });

  it("GET /__test/last-request adds method, path and the parsed body", async () => {
    await postPage(base, "/reviews?x=1", { utm_source: "news" });
    const last = (await get(base, "/__test/last-request")).body as Record<string, unknown>;
    expect(last).toMatchObject({
      method: "POST",
      path: "/api/v1/page",
      body: { pageUri: "/reviews?x=1", context: { utm_source: "news" } },
    });
    // GET /__test/last-page-call keeps the page call when other calls come after it.
    await get(base, "/no-such-call");
    expect((await get(base, "/__test/last-request")).body).toMatchObject({ path: "/no-such-call" });
    const page = (await get(base, "/__test/last-page-call")).body as Record<string, unknown>;
    expect(page).toMatchObject({ path: "/api/v1/page", body: { pageUri: "/reviews?x=1" } });
  });
});

describe("POST /__test/behaviour", () => {
  it("error500: 500 with errorMessage, until reset to normal", async () => {
    const set = await post(base, "/__test/behaviour", { mode: "error500" });
    expect(set.body).toEqual({ mode: "error500", delayMs: 0 });
    for (let i = 0; i < 2; i++) {
      const res = await postPage(base, "/");
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ errorMessage: "Upstream exploded" });
    }
    await post(base, "/__test/behaviour", { mode: "normal" });
    expect((await postPage(base, "/")).status).toBe(200);
  });

  it("garbage: 200 with a body that is not JSON", async () => {
    await post(base, "/__test/behaviour", { mode: "garbage" });
    const res = await postPage(base, "/");
    expect(res.status).toBe(200);
    expect(res.text).toBe("<html>oops");
    expect(res.body).toBeUndefined();
  });

  it("empty: 200 with {}", async () => {
    await post(base, "/__test/behaviour", { mode: "empty" });
    const res = await postPage(base, "/");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
  });

  it("slow: waits delayMs, then answers normally", async () => {
    await post(base, "/__test/behaviour", { mode: "slow", delayMs: 300 });
    const started = Date.now();
    const res = await postPage(base, "/");
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(res.status).toBe(200);
    expect((res.body as { pageId: string }).pageId).toBe("home");
  });

  it("slow: a client that gives up does not disturb the server", async () => {
    await post(base, "/__test/behaviour", { mode: "slow", delayMs: 5000 });
    const aborted = fetch(base + "/api/v1/page", {
      method: "POST",
      body: JSON.stringify({ pageUri: "/" }),
      signal: AbortSignal.timeout(100),
    });
    await expect(aborted).rejects.toThrow();
    await post(base, "/__test/behaviour", { mode: "normal" });
    expect((await get(base, "/health")).status).toBe(200);
  });

  it("the behaviour applies to the page endpoint only", async () => {
    await post(base, "/__test/behaviour", { mode: "error500" });
    expect((await get(base, "/health")).status).toBe(200);
  });

  it("rejects an unknown mode or a bad delay with 400", async () => {
    const bad = await post(base, "/__test/behaviour", { mode: "explode" });
    expect(bad.status).toBe(400);
    expect((bad.body as { errors: Record<string, string[]> }).errors.mode).toBeTruthy();
    const delay = await post(base, "/__test/behaviour", { mode: "slow", delayMs: -1 });
    expect(delay.status).toBe(400);
    expect((await get(base, "/__test/behaviour")).body).toEqual({ mode: "normal", delayMs: 0 });
  });

  it("close() ends a slow answer in flight instead of waiting for it", async () => {
    const other = makeDataDir();
    const p = await start(other.dir, true);
    await post(p.url, "/__test/behaviour", { mode: "slow", delayMs: 60_000 });
    const pending = postPage(p.url, "/").catch(() => "dropped");
    await waitUntil(() => platformHasSeen(p.url, "/api/v1/page"));
    // The answer would take 60 s: close() returning within the test's time-out is the proof.
    await p.close();
    expect(await pending).toBe("dropped");
    other.cleanup();
  });
});
