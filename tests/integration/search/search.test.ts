import { expectOnlyCatalogueCalls } from "../../support/catalogue";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedForStack } from "../../support/signed-action";
import { startStack, type Stack } from "../../support/stack";
import { Browser } from "../auth/browser";

/**
 * The search call through the BFF (spec 01 section 7.2): the browser posts {csrf, action (the bar's
 * signed action), searchKey, category} to /api/search; the BFF calls POST {uri}?searchKey=&category= on the platform.
 */
interface SearchAnswer {
  searchResponse?: Array<{
    textData?: { text?: string; subText?: string };
    subText?: string;
    colorTextData?: { text?: string; textColor?: string };
    action?: { type?: string; uri?: string };
  }>;
  message?: string;
}

let stack: Stack;

/** The search bar's action as a page rendered by the BFF carries it: signed. */
function searchAction(uri = "/api/v1/search"): string {
  return JSON.stringify(signedForStack({ uri }));
}

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

/** A browser that has the CSRF cookie and token (from the login page's hidden field). */
async function browserWithToken(
  target: Stack = stack,
): Promise<{ browser: Browser; csrf: string }> {
  const browser = new Browser(target);
  await browser.get("/login");
  return { browser, csrf: browser.csrf() };
}

async function search(
  browser: Browser,
  fields: Record<string, string>,
): Promise<{ status: number; body: SearchAnswer }> {
  const res = await browser.post("/api/search", fields, { accept: "application/json" });
  return { status: res.status, body: (await res.json()) as SearchAnswer };
}

describe("POST /api/search", () => {
  it("answers the platform's results for a category, case-insensitively", async () => {
    const { browser, csrf } = await browserWithToken();
    const { status, body } = await search(browser, {
      csrf,
      action: searchAction(),
      searchKey: "sum of TWO",
      category: "problems",
    });
    expect(status).toBe(200);
    expect(body.searchResponse).toEqual([
      {
        textData: { text: "Sum of two numbers", subText: "Basics · Math" },
        colorTextData: { text: "Easy", textColor: "#1B873F" },
        action: { type: "NAVIGATION", uri: "/problem/sum-of-two-numbers" },
      },
    ]);
    const courses = await search(browser, {
      csrf,
      action: searchAction(),
      searchKey: "FELLOWSHIP",
      category: "courses",
    });
    expect(courses.body.searchResponse?.length).toBe(4);
    expect(courses.body.searchResponse?.[0].action?.uri).toMatch(/^\/course\//);
  });

  it("calls POST {uri} upstream; searchKey and category arrive as its query", async () => {
    const { browser, csrf } = await browserWithToken();
    const { body } = await search(browser, {
      csrf,
      action: searchAction(),
      searchKey: "SQL: top-earning",
      category: "problems",
    });
    // The platform reads both only from the query string, so these results prove they arrived.
    expect(body.searchResponse?.map((r) => r.textData?.text)).toEqual([
      "SQL: top-earning departments",
    ]);
    const last = (await (await fetch(`${stack.platformUrl}/__test/last-request`)).json()) as {
      method: string;
      path: string;
    };
    expect(last).toMatchObject({ method: "POST", path: "/api/v1/search" });
  });

  it("answers an empty list when nothing matches", async () => {
    const { browser, csrf } = await browserWithToken();
    const { status, body } = await search(browser, {
      csrf,
      action: searchAction(),
      searchKey: "no such thing at all",
      category: "courses",
    });
    expect(status).toBe(200);
    expect(body.searchResponse).toEqual([]);
  });

  it("refuses blank text with 400 and never calls upstream", async () => {
    const { browser, csrf } = await browserWithToken();
    const { status, body } = await search(browser, {
      csrf,
      action: searchAction(),
      searchKey: "   ",
      category: "courses",
    });
    expect(status).toBe(400);
    expect(body.message).toBe("Enter some text to search.");
  });

  it.each([
    `http://127.0.0.1:1/api/v1/search`,
    "//evil.example.com/api/v1/search",
    "/api/../health",
    "/api/v1/auth/logout",
    "/api/v1/edit-page/delete/cell",
  ])("refuses the uri %s (SSRF guard), even signed", async (uri) => {
    const { browser, csrf } = await browserWithToken();
    const { status, body } = await search(browser, {
      csrf,
      action: searchAction(uri),
      searchKey: "two",
      category: "problems",
    });
    expect(status).toBe(400);
    expect(body.message).toBe("The search address must be a path of the platform API.");
  });

  it("refuses a search action the BFF did not sign, or signed for another uri", async () => {
    const { browser, csrf } = await browserWithToken();
    const signed = JSON.parse(searchAction()) as Record<string, unknown>;
    for (const action of [
      JSON.stringify({ uri: "/api/v1/search" }),
      JSON.stringify({ ...signed, uri: "/api/v1/search?x=1" }),
    ]) {
      const { status, body } = await search(browser, {
        csrf,
        action,
        searchKey: "two",
        category: "problems",
      });
      expect(status).toBe(400);
      expect(body.message).toBe("The search address must be a path of the platform API.");
    }
  });

  it("refuses a post without the CSRF token (403)", async () => {
    const { browser } = await browserWithToken();
    const res = await browser.post("/api/search", {
      action: searchAction(),
      searchKey: "two",
      category: "problems",
    });
    expect(res.status).toBe(403);
  });

  it("passes an upstream error's message on (unknown category)", async () => {
    const { browser, csrf } = await browserWithToken();
    const { status, body } = await search(browser, {
      csrf,
      action: searchAction(),
      searchKey: "two",
      category: "unknown",
    });
    expect(status).toBe(400);
    expect(body.message).toBe("Unknown search category");
  });

  it("answers 405 to a GET", async () => {
    const res = await fetch(`${stack.bffUrl}/api/search?searchKey=two`);
    expect(res.status).toBe(405);
  });
});

describe("POST /api/search with the upstream down", () => {
  let dead: Stack;
  beforeAll(async () => {
    // Port 1 on loopback: nothing listens, so every upstream call fails to connect.
    dead = await startStack({ UPSTREAM_URL: "http://127.0.0.1:1" });
  });
  afterAll(async () => {
    await dead?.stop();
  });

  it("answers 502 with 'Something went wrong'", async () => {
    const browser = new Browser(dead);
    // The login page renders without upstream; it carries the CSRF field.
    await browser.get("/login");
    const { status, body } = await search(browser, {
      csrf: browser.csrf(),
      action: searchAction(),
      searchKey: "two",
      category: "problems",
    });
    expect(status).toBe(502);
    expect(body.message).toBe("Something went wrong");
  });
});

// Last in this file: everything above reached the platform through catalogue entries only.
it("the BFF called only entries of the call catalogue", async () => {
  const seen = await expectOnlyCatalogueCalls(stack.platformUrl);
  expect(seen.length).toBeGreaterThan(0);
});
