import { describe, expect, it } from "vitest";
import { problemCountText, problemPathInList } from "~/contract/widgets/problem-list-look";
import {
  filterProblems,
  listQueryOf,
  placeInList,
  problemQueryOf,
  problemQueryOfList,
  statusOf,
  tagsOf,
} from "~server/platform/practice/problem-list";
import type { ProblemRecord } from "~server/platform/practice/problem-types";

const problem = (
  id: string,
  title: string,
  difficulty: ProblemRecord["difficulty"],
  tags: string[],
) => ({ id, title, difficulty, tags }) as ProblemRecord;

const PROBLEMS = [
  problem("sum", "Sum of two numbers", "EASY", ["Basics", "Math"]),
  problem("anagrams", "Group anagrams", "MEDIUM", ["Hash map", "Strings"]),
  problem("brackets", "Balanced brackets", "MEDIUM", ["Stack", "Strings"]),
  problem("revenue", "Revenue per region", "HARD", ["SQL", "Joins"]),
];
const TAGS = tagsOf(PROBLEMS);
const solved = new Set(["sum"]);
const attempted = new Set(["sum", "anagrams"]);
const status = (id: string) => statusOf(id, solved, attempted);
const ids = (context: Record<string, string>) =>
  filterProblems(PROBLEMS, problemQueryOf(context, TAGS), status).map((p) => p.id);

describe("the problem list's filters", () => {
  it("lists every problem without filters, and every tag once, sorted", () => {
    expect(ids({})).toEqual(["sum", "anagrams", "brackets", "revenue"]);
    expect(TAGS).toEqual(["Basics", "Hash map", "Joins", "Math", "SQL", "Stack", "Strings"]);
  });

  it("searches title and tags, case-insensitively, every word", () => {
    expect(ids({ q: "BRACK" })).toEqual(["brackets"]);
    expect(ids({ q: "strings" })).toEqual(["anagrams", "brackets"]);
    expect(ids({ q: "strings stack" })).toEqual(["brackets"]);
    expect(ids({ q: "  " })).toHaveLength(4);
    expect(ids({ q: "graphs" })).toEqual([]);
  });

  it("filters by difficulty, tag and status, together", () => {
    expect(ids({ difficulty: "medium" })).toEqual(["anagrams", "brackets"]);
    expect(ids({ tag: "strings" })).toEqual(["anagrams", "brackets"]);
    expect(ids({ status: "solved" })).toEqual(["sum"]);
    expect(ids({ status: "attempted" })).toEqual(["anagrams"]);
    expect(ids({ status: "todo" })).toEqual(["brackets", "revenue"]);
    expect(ids({ difficulty: "medium", tag: "Strings", status: "todo" })).toEqual(["brackets"]);
  });

  it("ignores values it does not know rather than showing nothing", () => {
    const query = problemQueryOf({ difficulty: "impossible", tag: "Graphs", status: "x" }, TAGS);
    expect(query).toEqual({ search: "", difficulty: undefined, tag: undefined, status: undefined });
  });

  it("cuts a long search and reads solved before attempted", () => {
    expect(problemQueryOf({ q: "a".repeat(500) }, TAGS).search).toHaveLength(100);
    expect(status("sum")).toBe("solved");
    expect(status("anagrams")).toBe("attempted");
    expect(status("revenue")).toBe("todo");
  });

  it("counts what is shown out of the total", () => {
    expect(problemCountText(4, 4)).toBe("4 problems");
    expect(problemCountText(1, 4)).toBe("1 of 4 problems");
    expect(problemCountText(1, 1)).toBe("1 problem");
  });
});

describe("previous and next within the list's filter (issue 44)", () => {
  const shownFor = (list: string) =>
    filterProblems(PROBLEMS, problemQueryOfList(list, TAGS), status);

  it("reads the list's filter from the problem page's parameter and writes it back the same", () => {
    const query = problemQueryOfList("tag=strings&difficulty=MEDIUM&bogus=1&q=%20b%20", TAGS);
    expect(query).toEqual({ search: "b", difficulty: "medium", tag: "Strings", status: undefined });
    expect(listQueryOf(query)).toBe("q=b&difficulty=medium&tag=Strings");
    expect(listQueryOf(problemQueryOfList(undefined, TAGS))).toBe("");
    expect(problemPathInList("brackets", "tag=Strings")).toBe(
      "/problem/brackets?list=tag%3DStrings",
    );
    expect(problemPathInList("brackets", "")).toBe("/problem/brackets");
  });

  it("gives the place and the neighbours within the filtered list", () => {
    const shown = shownFor("tag=Strings");
    expect(placeInList(PROBLEMS, shown, "anagrams")).toMatchObject({
      position: 1,
      previous: undefined,
      next: { id: "brackets" },
    });
    expect(placeInList(PROBLEMS, shown, "brackets")).toMatchObject({
      position: 2,
      previous: { id: "anagrams" },
      next: undefined,
    });
    // The whole list: the first and the last have one neighbour each.
    expect(placeInList(PROBLEMS, shownFor(""), "sum").previous).toBeUndefined();
    expect(placeInList(PROBLEMS, shownFor(""), "revenue").next).toBeUndefined();
  });

  it("keeps neighbours by the whole list's order for a problem the filter left", () => {
    // "sum" is solved, so it is not "to do"; its neighbours are the "to do" ones around it.
    const place = placeInList(PROBLEMS, shownFor("status=todo"), "anagrams");
    expect(place.position).toBeUndefined();
    expect(place.previous).toBeUndefined();
    expect(place.next).toMatchObject({ id: "brackets" });
  });
});
