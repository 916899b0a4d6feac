import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PROBLEM_LIST_PARAMS } from "~/contract/widgets/problem-list-look";
import { expectOnlyCatalogueCalls } from "../../support/catalogue";
import { cacheOf, fromDocument } from "../../support/server-timing";
import { pageCalls, startStack, type Stack } from "../../support/stack";

/**
 * Only what a page varies by reaches the upstream (decision 063): the page call's context holds
 * the parameters the page declares (`cacheInfo.queryParams`), tracking parameters travel as
 * headers, anything else is dropped; misses of one key share one call; a missing static file and
 * an unknown page asked again cost no call. The platform counts page calls (/__test/page-calls).
 */
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ PAGE_ANSWER_CACHE: "on", SERVER_TIMING: "true" });
}, 60_000);
afterAll(async () => {
  if (stack) await expectOnlyCatalogueCalls(stack.platformUrl);
  await stack?.stop();
});
beforeEach(async () => {
  await fetch(`${stack.platformUrl}/__test/reset`, { method: "POST" });
});

async function lastPageCall() {
  // The page call itself: the page's other calls may reach the platform after it.
  const res = await fetch(`${stack.platformUrl}/__test/last-page-call`);
  return (await res.json()) as {
    headers: Record<string, string>;
    body: { pageUri: string; context: Record<string, string> };
  };
}

const visit = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${stack.bffUrl}${path}`, { headers: { accept: "text/html", ...headers } });

describe("the page call's context", () => {
  it("holds the declared parameters only; tracking ones go as headers, junk nowhere", async () => {
    const { search, difficulty } = PROBLEM_LIST_PARAMS;
    const res = await visit(
      `/practice?${difficulty}=easy&${search}=sum&junk=1&utm_source=news&gclid=g-7&login=0`,
    );
    expect(res.status).toBe(200);
    await res.text();
    const last = await lastPageCall();
    expect(last.body).toEqual({
      pageUri: "/practice",
      context: { [difficulty]: "easy", [search]: "sum" },
    });
    expect(last.headers["x-campaign-utm-source"]).toBe("news");
    expect(last.headers["x-campaign-gclid"]).toBe("g-7");
  });

  it("sends nothing of the query for a page that declares nothing", async () => {
    await (await visit("/course/data-analyst-course?batch=june&q=x")).text();
    expect((await lastPageCall()).body).toEqual({
      pageUri: "/course/data-analyst-course",
      context: {},
    });
  });
});

describe("a flood of junk queries", () => {
  it("is one cache entry and one page call, and one document", async () => {
    const path = "/for-companies";
    const before = await pageCalls(stack, path);
    // Concurrent first misses: one call for all of them (single flight).
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => visit(`${path}?q=${i}&ref=${i * 7}`)),
    );
    for (const res of answers) {
      expect(res.status).toBe(200);
      await res.text();
    }
    expect(await pageCalls(stack, path)).toBe(before + 1);
    // Rendered as its own address (nothing of the junk in it), kept, answered again.
    const later = await visit(`${path}?q=later`);
    expect(cacheOf(later)).toBe("hit");
    expect(await later.text()).not.toContain("q=later");
    const again = await visit(`${path}?q=again`);
    expect(fromDocument(again)).toBe(true);
    expect(await again.text()).not.toContain("q=again");
    expect(await pageCalls(stack, path)).toBe(before + 1);
  });
});

describe("addresses that are not pages", () => {
  it("answers a missing static file with a small 404 and no page call", async () => {
    const before = await pageCalls(stack, "/build/_assets/gone-1234.js");
    for (const path of ["/build/_assets/gone-1234.js", "/assets/logo.png", "/main.js.map"]) {
      const res = await visit(path);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("text/plain");
      expect((await res.text()).length).toBeLessThan(50);
    }
    const calls = (await (await fetch(`${stack.platformUrl}/__test/page-calls`)).json()) as Record<
      string,
      number
    >;
    expect(calls["/build/_assets/gone-1234.js"] ?? 0).toBe(before);
    expect(calls["/assets/logo.png"] ?? 0).toBe(0);
    expect(calls["/main.js.map"] ?? 0).toBe(0);
  });

  it("remembers an unknown page a short while: asked again, it costs no call", async () => {
    const path = "/no/such/page-for-the-negative-cache";
    const first = await visit(path);
    expect(first.status).toBe(404);
    await first.text();
    const second = await visit(`${path}?again=1`);
    expect(second.status).toBe(404);
    expect(cacheOf(second)).toBe("not-found");
    await second.text();
    expect(await pageCalls(stack, path)).toBe(1);
  });
});
