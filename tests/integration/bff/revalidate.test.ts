import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectOnlyCatalogueCalls } from "../../support/catalogue";
import { cacheOf, fromDocument } from "../../support/server-timing";
import { pageCalls, setBehaviour, startStack, type Stack } from "../../support/stack";

/**
 * PAGE_ANSWER_CACHE=revalidate (docs/decisions/027-revalidated-documents.md) against the platform: every
 * visitor's request asks upstream for its page (the platform counts page calls per pageUri), and
 * what the BFF made of an answer (its parse, its HTML) is reused only while the answer is word
 * for word the same: a change made at the platform alone is seen by the very next request, with
 * one page call, and a failing upstream is never hidden by a kept page.
 */
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ PAGE_ANSWER_CACHE: "revalidate", SERVER_TIMING: "true" });
}, 60_000);
afterAll(async () => {
  if (stack) await expectOnlyCatalogueCalls(stack.platformUrl);
  await stack?.stop();
});

async function visit(path: string) {
  const res = await fetch(`${stack.bffUrl}${path}`);
  const html = await res.text();
  return { status: res.status, cache: cacheOf(res), document: fromDocument(res), html, res };
}

/** The number the page loader sent as the page's expiry (the browser page store keeps it so). */
function expiresAtOf(html: string): number {
  return Number(/\\?"expiresAt\\?",(\d{13})/.exec(html)?.[1]);
}

describe("revalidated pages", () => {
  it("asks upstream on every request, and answers an unchanged page without a render", async () => {
    const uri = "/course/data-analyst-course";
    const before = await pageCalls(stack, uri);
    const first = await visit(uri);
    expect(first).toMatchObject({ status: 200, cache: "miss", document: false });
    const second = await visit(uri);
    const third = await visit(uri);
    for (const again of [second, third]) {
      expect(again).toMatchObject({ status: 200, cache: "revalidated", document: true });
      // The upstream call is timed on the answer: it was made for this request.
      expect(again.res.headers.get("server-timing")).toMatch(/upstream-page;dur=[\d.]+/);
    }
    expect(await pageCalls(stack, uri)).toBe(before + 3);
    // The reused page's expiry counts from this answer, not from the first one.
    expect(expiresAtOf(first.html)).toBeGreaterThan(0);
    expect(expiresAtOf(third.html)).toBeGreaterThan(expiresAtOf(first.html));
  });

  it("shows a change made at the platform alone on the next request, asking upstream once", async () => {
    const uri = "/manifesto";
    await visit(uri);
    expect((await visit(uri)).document).toBe(true);
    const stored = stack.platform.pages.findPageByUri(uri)!;
    stack.platform.pages.updatePage(stored.id, {
      pageData: { ...stored.pageData, title: "A title changed upstream" },
    });
    const calls = await pageCalls(stack, uri);
    const changed = await visit(uri);
    expect(changed).toMatchObject({ status: 200, cache: "miss", document: false });
    expect(changed.html).toContain("A title changed upstream");
    // The document cache asked first and handed its answer to the render: one call, not two.
    expect(await pageCalls(stack, uri)).toBe(calls + 1);
    const after = await visit(uri);
    expect(after).toMatchObject({ cache: "revalidated", document: true });
    expect(after.html).toContain("A title changed upstream");
  });

  it("revalidates a client navigation's data answer (.data) the same way", async () => {
    const uri = "/course/product-management-course";
    const before = await pageCalls(stack, uri);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await visit(`${uri}.data`));
    expect(answers.map(({ document }) => document)).toEqual([false, true, true]);
    expect(answers[2].cache).toBe("revalidated");
    expect(await pageCalls(stack, uri)).toBe(before + 3);
  });

  it("never hides a failing upstream behind a kept page", async () => {
    const uri = "/about-us";
    await visit(uri);
    expect((await visit(uri)).document).toBe(true);
    await setBehaviour(stack, { mode: "error500" });
    try {
      const failed = await visit(uri);
      expect(failed.status).toBe(502);
      expect(failed.document).toBe(false);
    } finally {
      await setBehaviour(stack, { mode: "normal" });
    }
    const back = await visit(uri);
    expect(back.status).toBe(200);
  });
});
