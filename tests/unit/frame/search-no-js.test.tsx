import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pageResponseSchema } from "~/contract";
import { SearchBar, type CategorizedSearchBar } from "~/page/frame/SearchBar";
import type { ServerSearch } from "~/contract/search";
import {
  dropdownView,
  searchReducer,
  searchStateFrom,
  withoutSearchQuery,
} from "~/page/frame/search-state";
import { parseHtml, textsOf } from "../shell/dom";

/**
 * The search bar without JavaScript (spec 01 section 2.3): a GET form on the page's address,
 * the page loader searches (searchForPage), the bar shows the outcome from the loader data.
 */
const upstream = vi.hoisted(() => ({ callUpstream: vi.fn() }));
vi.mock("~server/bff/upstream.server", () => upstream);
const { searchForPage } = await import("~server/bff/search.server");
const { upstreamForRequest } = await import("~server/bff/context/upstream-for-request.server");
const { readPageSearch } = await import("~server/bff/main-page-url.server");

const bar: CategorizedSearchBar = {
  categories: [
    { key: "courses", displayName: "Courses" },
    { key: "problems", displayName: "Problems" },
  ],
  action: { uri: "/api/v1/search" },
  autoIncrementSearch: true,
};

const twoSum = {
  textData: { text: "Two Sum", subText: "Arrays and hashing" },
  subText: "A warm-up",
  colorTextData: { text: "Easy", textColor: "#1B873F" },
  action: { type: "NAVIGATION", uri: "/problem/two-sum" },
};

const page = pageResponseSchema.parse({
  pageId: "p",
  pageData: { title: "Dashboard", topNavigationBar: { categorizedSearchBar: bar } },
  cells: [],
});

const query = (q: string) => new URLSearchParams(q);
const request = () => new Request("http://localhost/course-dashboard/x");
/** The request's upstream client as the load context makes it, with the session's token. */
const upstreamOf = (token?: string) =>
  upstreamForRequest({ request: request(), requestId: "req-search-1", token: () => token });

afterEach(() => {
  upstream.callUpstream.mockReset();
});

describe("readPageSearch", () => {
  it("reads searchKey (even blank) and category; nothing without searchKey", () => {
    expect(readPageSearch(query("searchKey=sql&category=problems"))).toEqual({
      searchKey: "sql",
      category: "problems",
    });
    expect(readPageSearch(query("searchKey="))).toEqual({ searchKey: "", category: "" });
    expect(readPageSearch(query("category=problems"))).toBeUndefined();
  });
});

describe("searchForPage (the loader's search)", () => {
  it("POSTs the page's own search uri upstream with searchKey and category", async () => {
    upstream.callUpstream.mockResolvedValue({
      ok: true,
      status: 200,
      data: { searchResponse: [twoSum] },
      headers: new Headers(),
    });
    const search = await searchForPage(
      upstreamOf("tok"),
      page,
      query("searchKey=%20two%20&category=problems&uri=https://evil.example"),
    );
    expect(search).toEqual({
      searchKey: " two ",
      category: "problems",
      outcome: { kind: "results", results: [twoSum] },
    });
    const call = upstream.callUpstream.mock.calls[0][0];
    expect(call.path).toBe("/api/v1/search?searchKey=two&category=problems");
    expect(call.method).toBe("POST");
    expect(call.headers["auth-header"]).toBe("tok");
  });

  it("ignores blank text: no call, the text comes back, no outcome", async () => {
    const search = await searchForPage(
      upstreamOf(),
      page,
      query("searchKey=%20%20&category=courses"),
    );
    expect(search).toEqual({ searchKey: "  ", category: "courses" });
    expect(upstream.callUpstream).not.toHaveBeenCalled();
  });

  it("takes the first category for an unknown one", async () => {
    upstream.callUpstream.mockResolvedValue({
      ok: true,
      status: 200,
      data: { searchResponse: [] },
      headers: new Headers(),
    });
    const search = await searchForPage(upstreamOf(), page, query("searchKey=x&category=../../x"));
    expect(search?.category).toBe("courses");
    expect(search?.outcome).toEqual({ kind: "results", results: [] });
  });

  it("refuses over-long text without a call", async () => {
    const search = await searchForPage(upstreamOf(), page, query(`searchKey=${"a".repeat(201)}`));
    expect(search?.outcome).toEqual({
      kind: "failed",
      message: "Search text must be at most 200 characters.",
    });
    expect(upstream.callUpstream).not.toHaveBeenCalled();
  });

  it("turns an upstream failure into the failure text (the page still renders)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    upstream.callUpstream.mockResolvedValue({
      ok: false,
      error: { kind: "http", status: 500, message: "" },
    });
    const search = await searchForPage(upstreamOf(), page, query("searchKey=sql"));
    expect(search?.outcome?.kind).toBe("failed");
    expect(search?.outcome).toMatchObject({ message: expect.stringMatching(/\S/) });
  });

  it("does nothing for a page without a search bar or without searchKey", async () => {
    const plain = pageResponseSchema.parse({ pageId: "q", pageData: {}, cells: [] });
    expect(await searchForPage(upstreamOf(), plain, query("searchKey=sql"))).toBeUndefined();
    expect(await searchForPage(upstreamOf(), page, query("category=courses"))).toBeUndefined();
    expect(upstream.callUpstream).not.toHaveBeenCalled();
  });
});

describe("the bar's state from the loader's search", () => {
  it("shows results, 'No results found' or the failure as if the browser had searched", () => {
    const results = searchStateFrom(
      { searchKey: "two", category: "problems", outcome: { kind: "results", results: [twoSum] } },
      "courses",
    );
    expect(results).toMatchObject({ text: "two", categoryKey: "problems", open: true });
    expect(dropdownView(results)).toEqual({ kind: "results", results: [twoSum] });
    const none = searchStateFrom(
      { searchKey: "zzz", category: "courses", outcome: { kind: "results", results: [] } },
      "courses",
    );
    expect(dropdownView(none)).toEqual({ kind: "empty" });
    const failed = searchStateFrom(
      { searchKey: "x", category: "courses", outcome: { kind: "failed", message: "Down" } },
      "courses",
    );
    expect(dropdownView(failed)).toEqual({ kind: "failed", message: "Down" });
  });

  it("keeps blank text without a dropdown; no search is the empty bar", () => {
    const blank = searchStateFrom({ searchKey: " ", category: "courses" }, "courses");
    expect(blank.text).toBe(" ");
    expect(dropdownView(blank)).toEqual({ kind: "hidden" });
    expect(searchStateFrom(undefined, "courses")).toMatchObject({
      text: "",
      categoryKey: "courses",
    });
  });

  it("a reset (new address) drops answers still on their way", () => {
    const waiting = searchReducer(searchStateFrom(undefined, "courses"), {
      type: "started",
      id: 4,
    });
    const reset = searchReducer(waiting, { type: "reset", state: searchStateFrom(undefined, "c") });
    expect(reset.pendingId).toBeGreaterThan(4);
    const late = searchReducer(reset, { type: "succeeded", id: 4, results: [twoSum] });
    expect(dropdownView(late)).toEqual({ kind: "hidden" });
  });

  it("withoutSearchQuery keeps the page's other parameters", () => {
    expect(withoutSearchQuery("?searchKey=a&tab=2&category=b&drawer=open").toString()).toBe(
      "tab=2&drawer=open",
    );
  });
});

/** Server-renders the bar at `url` with the page route's loader data holding `search`. */
function renderAt(url: string, search: ServerSearch | undefined): Document {
  const Stub = createRemixStub([
    {
      id: "page",
      path: "/dash",
      loader: () => null,
      Component: () => (
        <AuthenticityTokenProvider token="t">
          <SearchBar bar={bar} />
        </AuthenticityTokenProvider>
      ),
    },
  ]);
  const html = renderToString(
    <Stub
      initialEntries={[url]}
      hydrationData={{ loaderData: { page: { page: {}, ...(search ? { search } : {}) } } }}
    />,
  );
  return parseHtml(html);
}

describe("SearchBar server render with the loader's search", () => {
  it("shows the results with main, sub, extra and coloured text, the text and category kept", () => {
    const doc = renderAt("/dash?tab=2&searchKey=two&category=problems", {
      searchKey: "two",
      category: "problems",
      outcome: { kind: "results", results: [twoSum] },
    });
    expect(doc.querySelector<HTMLInputElement>('input[name="searchKey"]')?.value).toBe("two");
    expect(doc.querySelector('option[value="problems"]')?.hasAttribute("selected")).toBe(true);
    expect(doc.querySelector('input[name="searchKey"]')?.getAttribute("placeholder")).toBe(
      "Search by Problems",
    );
    const link = doc.querySelector('ul[aria-label="Search results"] a');
    expect(link?.getAttribute("href")).toBe("/problem/two-sum");
    expect(textsOf(link, "span span")).toEqual(["Two Sum", "Arrays and hashing", "A warm-up"]);
    expect(link?.lastElementChild?.textContent).toBe("Easy");
    expect(link?.lastElementChild?.getAttribute("style")).toContain("color:#1B873F");
    // The form keeps the page's other parameters; clear goes to the address without the search.
    const form = doc.querySelector("form[role=search]");
    expect(form?.getAttribute("action")).toBe("/dash");
    expect(form?.querySelector('input[type="hidden"][name="tab"]')?.getAttribute("value")).toBe(
      "2",
    );
    expect(doc.querySelector('[aria-label="Clear search"]')?.getAttribute("href")).toBe(
      "/dash?tab=2",
    );
    // Phones see the opened bar with its results.
    expect(doc.querySelector("[data-expanded]")?.getAttribute("data-expanded")).toBe("true");
  });

  it("shows 'No results found' for an empty answer", () => {
    const doc = renderAt("/dash?searchKey=zzz", {
      searchKey: "zzz",
      category: "courses",
      outcome: { kind: "results", results: [] },
    });
    expect(doc.body.textContent).toContain("No results found");
  });

  it("shows no dropdown for blank text or without a search", () => {
    const blank = renderAt("/dash?searchKey=+", { searchKey: " ", category: "courses" });
    expect(blank.body.textContent).not.toContain("No results found");
    expect(blank.querySelector("[aria-live]")?.hasAttribute("hidden")).toBe(true);
    const none = renderAt("/dash", undefined);
    expect(none.querySelector("[aria-live]")?.hasAttribute("hidden")).toBe(true);
    expect(none.querySelector("[data-expanded]")?.getAttribute("data-expanded")).toBe("false");
  });
});
