import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITOR_TEXTS } from "~/contract/editor-values";
import { expectOnlyCatalogueCalls } from "../../support/catalogue";
import { cacheOf, fromDocument } from "../../support/server-timing";
import { pageCalls, setBehaviour, startStack, type Stack } from "../../support/stack";
import { waitUntil } from "../../support/wait";
import { Browser, loginByOtp } from "../auth/browser";

/**
 * The page-answer cache (docs/decisions/018-server-page-cache.md) against the platform: a
 * visitor's second look costs no page call, a signed-in user always calls upstream, a TTL of 0 is
 * never kept, an expired answer is served stale once while it is refreshed, an edit through
 * POST /api/edit is seen at once. The platform counts page calls per pageUri (/__test/page-calls).
 */
let stack: Stack;

beforeAll(async () => {
  stack = await startStack(
    // The stale window is long here so that a slow machine still finds the entry stale.
    { PAGE_ANSWER_CACHE: "on", SERVER_TIMING: "true", PAGE_ANSWER_CACHE_STALE_SECONDS: "60" },
    { platform: { devOtp: true } },
  );
}, 60_000);
afterAll(async () => {
  if (stack) await expectOnlyCatalogueCalls(stack.platformUrl);
  await stack?.stop();
});

async function visit(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${stack.bffUrl}${path}`, { headers });
  const html = await res.text();
  return { status: res.status, cache: cacheOf(res), document: fromDocument(res), html };
}

describe("the page-answer cache", () => {
  it("answers a visitor's second look without a page call, per device class", async () => {
    const before = await pageCalls(stack, "/about-us");
    const first = await visit("/about-us");
    expect(first).toMatchObject({ status: 200, cache: "miss" });
    // A query the page does not declare is not part of the key (decision 063).
    const second = await visit("/about-us?from=cache-test");
    expect(second).toMatchObject({ status: 200, cache: "hit" });
    expect(second.html).toContain('data-page-id="');
    expect(await pageCalls(stack, "/about-us")).toBe(before + 1);
    // The same address on a phone is another entry (the upstream is told the device class).
    const phone = { "user-agent": "Mozilla/5.0 (iPhone) Mobile" };
    expect((await visit("/about-us", phone)).cache).toBe("miss");
    expect((await visit("/about-us", phone)).cache).toBe("hit");
    expect(await pageCalls(stack, "/about-us")).toBe(before + 2);
  });

  it("always calls upstream for a signed-in user, and never serves them a visitor's entry", async () => {
    await visit("/?from=signed-in");
    const browser = new Browser(stack);
    await loginByOtp(browser, stack, "learner@example.com");
    const before = await pageCalls(stack, "/");
    const first = await browser.get("/?from=signed-in");
    const second = await browser.get("/?from=signed-in");
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(cacheOf(first)).toBeUndefined();
    expect(cacheOf(second)).toBeUndefined();
    expect(await pageCalls(stack, "/")).toBe(before + 2);
  });

  it("never keeps a page whose TTL is 0, nor an error", async () => {
    const before = await pageCalls(stack, "/online-compiler");
    expect((await visit("/online-compiler")).cache).toBe("miss");
    expect((await visit("/online-compiler")).cache).toBe("miss");
    expect(await pageCalls(stack, "/online-compiler")).toBe(before + 2);

    await setBehaviour(stack, { mode: "error500" });
    expect(await visit("/reviews")).toMatchObject({ status: 502, cache: "miss" });
    await setBehaviour(stack, { mode: "normal" });
    expect(await visit("/reviews")).toMatchObject({ status: 200, cache: "miss" });
  });

  it("serves an expired answer once, stale, while it is refreshed in the background", async () => {
    const uri = "/course/data-analyst-course";
    const stored = stack.platform.pages.findPageByUri(uri)!;
    stack.platform.pages.updatePage(stored.id, { ttl: 1 });
    expect((await visit(uri)).cache).toBe("miss");
    const calls = await pageCalls(stack, uri);
    stack.platform.pages.updatePage(stored.id, {
      pageData: { ...stored.pageData, title: "A fresher title" },
    });
    // Still fresh: the change is not seen yet.
    const fresh = await visit(uri);
    expect(fresh.cache).toBe("hit");
    expect(fresh.html).not.toContain("A fresher title");
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const stale = await visit(uri);
    expect(stale.cache).toBe("stale");
    expect(stale.html).not.toContain("A fresher title");
    await waitUntil(async () => (await pageCalls(stack, uri)) === calls + 1);
    let again = await visit(uri);
    while (again.cache !== "hit") again = await visit(uri);
    expect(again.html).toContain("A fresher title");
  });

  it("forgets a page an admin edits through /api/edit: the next visitor sees the edit", async () => {
    const uri = "/manifesto";
    await visit(uri);
    // The visitor's page is kept as HTML too (decision 023): the edit must reach that as well.
    expect(await visit(uri)).toMatchObject({ cache: "hit", document: true });

    const admin = new Browser(stack);
    await loginByOtp(admin, stack, "admin@example.com");
    await admin.get(`${uri}?edit=1`);
    const page = stack.platform.pages.findPageByUri(uri)!;
    const section = page.cells.find((cell) => cell.cellType === "CELL_SECTION")!;
    const res = await admin.post(
      "/api/edit",
      {
        csrf: admin.csrf(),
        intent: "add-cell",
        returnTo: `${uri}?edit=1`,
        pageId: page.id,
        version: String(page.version),
        parentId: section.id,
        position: "0",
        componentType: "FAQ",
        componentData: JSON.stringify({
          questions: [{ question: "Is the cache forgotten?", answer: "At once." }],
        }),
      },
      { accept: "application/json" },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, message: EDITOR_TEXTS.saved });

    const after = await visit(uri);
    expect(after).toMatchObject({ cache: "miss", document: false });
    expect(after.html).toContain("Is the cache forgotten?");
  });
});
