import { describe, expect, it } from "vitest";
import type { PageResponse } from "~/contract/page";
import { declaredQueryParams, MAX_DECLARED_QUERY_PARAMS } from "~/contract/page-query";
import {
  canonicalQuery,
  declaredParamsOf,
  forgetDeclaredParams,
  learnDeclaredParams,
  pageContextOf,
} from "~server/bff/page-query.server";
import { withDeclaredQueryParams } from "~server/platform/routes/page-query-params";

const page = (queryParams?: unknown) =>
  ({ pageId: "p", cells: [], pageData: {}, cacheInfo: { TTL: 60, queryParams } }) as PageResponse;

describe("declaredQueryParams (the contract)", () => {
  it("reads valid names once, sorted; anything else declares nothing", () => {
    expect(declaredQueryParams(page(["tag", "q", "tag", "1bad", "a b", 7, "range"]))).toEqual([
      "q",
      "range",
      "tag",
    ]);
    expect(declaredQueryParams(page("q"))).toEqual([]);
    expect(declaredQueryParams(page())).toEqual([]);
    const many = Array.from({ length: 50 }, (_, i) => `p${i}`);
    expect(declaredQueryParams(page(many))).toHaveLength(MAX_DECLARED_QUERY_PARAMS);
  });
});

describe("the page call's context", () => {
  it("is the declared parameters the address carries, first value each, bounded", () => {
    const query = new URLSearchParams("q=a&q=b&junk=1&utm_source=x&tag=" + "t".repeat(2000));
    expect(pageContextOf(query, ["q", "tag", "status"])).toEqual({ q: "a", tag: "t".repeat(1000) });
    expect(pageContextOf(query, [])).toEqual({});
  });

  it("remembers each path's newest declaration, and whether the page route loaded it", () => {
    forgetDeclaredParams();
    expect(declaredParamsOf("/x")).toBeUndefined();
    learnDeclaredParams("/x", page(["q"]), false);
    expect(declaredParamsOf("/x")).toEqual({ params: ["q"], pageRoute: false });
    learnDeclaredParams("/x", page(), true);
    expect(declaredParamsOf("/x")).toEqual({ params: [], pageRoute: true });
    // A frame page's load later does not unmark it.
    learnDeclaredParams("/x", page(), false);
    expect(declaredParamsOf("/x")?.pageRoute).toBe(true);
  });
});

describe("canonicalQuery (the document cache's address)", () => {
  it("keeps declared, tracking and the page route's own parameters, in order; drops the rest", () => {
    const query = new URLSearchParams(
      "q=x&utm_source=n&range=MONTH&modal=/login&referral=r&gclid=g&junk=1&login=1",
    );
    expect(canonicalQuery(query, ["range"])?.toString()).toBe(
      "utm_source=n&range=MONTH&modal=%2Flogin&referral=r&gclid=g&login=1",
    );
    expect(canonicalQuery(new URLSearchParams("range=WEEK&fbclid=f"), ["range"])).toBeUndefined();
    expect(
      canonicalQuery(new URLSearchParams("_routes=root&q=1"), [], ["_routes"])?.toString(),
    ).toBe("_routes=root");
  });
});

describe("the reference platform's declaration", () => {
  it("names what its cells read: a leaderboard's own parameter, the problem list's filters", () => {
    const answer = withDeclaredQueryParams({
      pageId: "p",
      cacheInfo: { TTL: 60 },
      cells: [
        { id: "a", componentType: "LEADERBOARD", componentData: { rangeParam: "period" } },
        { id: "b", componentType: "CALENDAR", componentData: {} },
        { id: "c", componentType: "PROBLEM_LIST", componentData: {} },
        { id: "d", componentType: "FAQ", componentData: {} },
      ],
    });
    expect(answer.cacheInfo).toEqual({
      TTL: 60,
      queryParams: ["difficulty", "month", "period", "q", "status", "tag"],
    });
    const plain = { pageId: "p", cacheInfo: { TTL: 60 }, cells: [] };
    expect(withDeclaredQueryParams(plain)).toBe(plain);
  });
});
