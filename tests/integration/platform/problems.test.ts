import { afterAll, describe, expect, it } from "vitest";
import { createExecutionPool } from "~server/platform/execution/pool";
import { judge } from "~server/platform/practice/judge";
import { PROBLEM_GROUPS, PROBLEMS } from "~server/platform/practice/problems";

/**
 * The seeded problems hold together: every reference solution is ACCEPTED on every case through
 * the real execution pool, every problem has sample and hidden cases, 2-3 hints and starter code
 * in at least 2 languages (3 for the non-SQL ones), and belongs to a group.
 */
const pool = createExecutionPool({ size: 2 });
afterAll(() => pool.close());

describe("the seeded problems", () => {
  it("are at least 8, easy to hard, each in one group", () => {
    expect(PROBLEMS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(PROBLEMS.map((p) => p.difficulty))).toEqual(new Set(["EASY", "MEDIUM", "HARD"]));
    for (const problem of PROBLEMS) {
      expect(PROBLEM_GROUPS.filter((g) => g.problemIds.includes(problem.id))).toHaveLength(1);
      expect(problem.testCases.some((c) => c.sample)).toBe(true);
      expect(problem.testCases.some((c) => !c.sample)).toBe(true);
      expect(problem.hints.length).toBeGreaterThanOrEqual(2);
      expect(Object.keys(problem.starterCode).length).toBeGreaterThanOrEqual(
        problem.sqlSetup ? 2 : 3,
      );
    }
    expect(PROBLEMS.some((p) => p.sqlSetup)).toBe(true);
  });

  const solutions = PROBLEMS.flatMap((problem) =>
    Object.entries(problem.referenceSolutions).map(
      ([languageId, code]) => [problem.id, languageId, code!] as const,
    ),
  );
  it.each(solutions)(
    "%s in %s: the reference solution is ACCEPTED",
    async (id, languageId, sourceCode) => {
      const problem = PROBLEMS.find((p) => p.id === id)!;
      const verdict = await judge(pool, { problem, languageId, sourceCode, mode: "SUBMIT" });
      expect(verdict.message ?? "").toBe("");
      expect(verdict.status).toBe("ACCEPTED");
      expect(verdict.passedCount).toBe(problem.testCases.length);
    },
    60_000,
  );
});
