import { describe, expect, it } from "vitest";
import { PROBLEM_NAV_PARAM } from "~/contract/widgets/problem-list-look";
import { withDeclaredQueryParams } from "~server/platform/routes/page-query-params";

describe("the page answer's declared query parameters (decision 063)", () => {
  it("declares a problem's list, so previous / next follow the list it was opened from", () => {
    const answer = withDeclaredQueryParams({
      cells: [{ componentType: "CODE_EDITOR", componentData: { listNav: { position: 1 } } }],
    });
    expect(answer.cacheInfo).toEqual({ queryParams: [PROBLEM_NAV_PARAM] });
  });

  it("declares nothing for a page whose cells read no parameter", () => {
    const answer = { cells: [{ componentType: "CODE_EDITOR", componentData: {} }] };
    expect(withDeclaredQueryParams(answer)).toBe(answer);
  });
});
