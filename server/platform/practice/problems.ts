import type { ProblemGroupRecord, ProblemRecord } from "./problem-types";
import { ARRAYS_STRINGS_PROBLEMS } from "./problems/arrays-strings";
import { BASICS_PROBLEMS } from "./problems/basics";
import { SQL_JOIN_PROBLEMS } from "./problems/sql-joins";

/**
 * The reference platform's practice problems (spec 02 section 2, /problem/*): easy to hard,
 * arrays, strings and SQL, in the files of ./problems/. Every reference solution passes every
 * case (tests/integration/platform/problems.test.ts runs them through the execution pool).
 */
const SQL_PROBLEMS = [...SQL_JOIN_PROBLEMS];

export const PROBLEMS: readonly ProblemRecord[] = [
  ...BASICS_PROBLEMS,
  ...ARRAYS_STRINGS_PROBLEMS,
  ...SQL_PROBLEMS,
];

export const PROBLEM_GROUPS: readonly ProblemGroupRecord[] = [
  {
    id: "arrays-and-strings-basics",
    title: "Arrays and strings",
    description:
      "Eight problems from a first sum to the top k words, solved and run in JavaScript or Python.",
    problemIds: [...BASICS_PROBLEMS, ...ARRAYS_STRINGS_PROBLEMS].map((problem) => problem.id),
  },
  {
    id: "sql-practice",
    title: "SQL practice",
    description: "Joins and aggregation on small tables, in SQLite or PostgreSQL.",
    problemIds: SQL_PROBLEMS.map((problem) => problem.id),
  },
];

export function findProblem(id: string): ProblemRecord | undefined {
  return PROBLEMS.find((problem) => problem.id === id);
}
