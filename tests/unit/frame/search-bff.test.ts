import { describe, expect, it } from "vitest";
import { searchResponseSchema } from "~/contract/search";
import { isSafeSearchUri, upstreamSearchPath } from "~server/bff/search.server";
import { MAX_SEARCH_RESULTS, searchCatalogue } from "~server/platform/routes/search";

describe("search uri guard (no SSRF)", () => {
  it.each(["/api/v1/search", "/api/v2/practice/search", "/api/v1/search?scope=all"])(
    "accepts the upstream path %s",
    (uri) => expect(isSafeSearchUri(uri)).toBe(true),
  );
  it.each([
    "https://evil.example.com/api/v1/search",
    "//evil.example.com/api/v1/search",
    "/\\evil.example.com",
    "/api/../admin",
    "/api/v1/%2e%2e/x",
    "/api//v1/search",
    "api/v1/search",
    "/health",
    "/api/v1/auth/logout",
    "/api/v1/search#x",
    "",
  ])("refuses %s", (uri) => expect(isSafeSearchUri(uri)).toBe(false));
});

describe("upstream search path", () => {
  it("adds the encoded searchKey and category to the uri", () => {
    expect(upstreamSearchPath("/api/v1/search", "SQL: top & more", "problems")).toBe(
      "/api/v1/search?searchKey=SQL%3A+top+%26+more&category=problems",
    );
    expect(upstreamSearchPath("/api/v1/search?scope=all&searchKey=old", "two", "")).toBe(
      "/api/v1/search?scope=all&searchKey=two",
    );
  });
});

describe("search answer (lenient)", () => {
  it("keeps good items, drops broken ones, reads null as none", () => {
    const parsed = searchResponseSchema.parse({
      searchResponse: [
        {
          textData: { text: "A", subText: null },
          colorTextData: { text: "Easy", textColor: "#0a0" },
        },
        "not an item",
        { textData: { text: "B" }, action: { type: "NAVIGATION", uri: "/b" }, extra: 1 },
      ],
    });
    expect(parsed.searchResponse.map((r) => r.textData?.text)).toEqual(["A", "B"]);
    expect(searchResponseSchema.parse({ searchResponse: null })).toEqual({ searchResponse: [] });
    expect(searchResponseSchema.parse({})).toEqual({ searchResponse: [] });
  });
});

describe("reference platform catalogue", () => {
  it("matches case-insensitively, at most 8, each with a NAVIGATION action", () => {
    const two = searchCatalogue("problems", "SUM of TWO");
    expect(two.map((r) => r.textData.text)).toEqual(["Sum of two numbers"]);
    expect(two[0].action).toEqual({ type: "NAVIGATION", uri: "/problem/sum-of-two-numbers" });
    expect(searchCatalogue("problems", "e").length).toBeLessThanOrEqual(MAX_SEARCH_RESULTS);
    const courses = searchCatalogue("courses", "data analyst");
    expect(courses[0].action.uri).toBe("/course/data-analyst-course");
    expect(searchCatalogue("courses", "   ")).toEqual([]);
    expect(() => searchCatalogue("nope", "x")).toThrow("Unknown search category");
  });
});
