import type { ProblemGroupRecord, ProblemRecord } from "./problem-types";
import { ARRAY_PROBLEMS } from "./problems/arrays";
import { BASICS_PROBLEMS } from "./problems/basics";
import { BRACKETS_AND_PREFIXES_PROBLEMS } from "./problems/brackets-and-prefixes";
import { DYNAMIC_PROGRAMMING_PROBLEMS } from "./problems/dynamic-programming";
import { HASHING_PROBLEMS } from "./problems/hashing";
import { MATH_PROBLEMS } from "./problems/math";
import { RECURSION_PROBLEMS } from "./problems/recursion";
import { SORTING_PROBLEMS } from "./problems/sorting";
import { SQL_AGGREGATION_PROBLEMS } from "./problems/sql-aggregation";
import { SQL_JOIN_PROBLEMS } from "./problems/sql-joins";
import { SQL_LOOKUP_PROBLEMS } from "./problems/sql-lookups";
import { SQL_WINDOW_PROBLEMS } from "./problems/sql-windows";
import { STACK_PROBLEMS } from "./problems/stacks";
import { STRING_PROBLEMS } from "./problems/strings";
import { TWO_POINTER_PROBLEMS } from "./problems/two-pointers";

/**
 * The reference platform's practice problems (spec 02 section 2, /problem/*): easy to hard, by
 * topic, in the files of ./problems/ (one topic a file). Every reference solution passes every
 * case (tests/integration/platform/problems.test.ts runs them through the execution pool).
 */

const group = (
  id: string,
  title: string,
  description: string,
  problems: readonly ProblemRecord[],
): { group: ProblemGroupRecord; problems: readonly ProblemRecord[] } => ({
  group: { id, title, description, problemIds: problems.map((problem) => problem.id) },
  problems,
});

const GROUPS = [
  group(
    "arrays-and-strings-basics",
    "Arrays and strings",
    "Eight problems from a first sum to the top k words.",
    [...BASICS_PROBLEMS, ...ARRAY_PROBLEMS, ...BRACKETS_AND_PREFIXES_PROBLEMS],
  ),
  group(
    "strings-and-two-pointers",
    "Strings and two pointers",
    "Palindromes, encodings and walls: two indexes that each walk once.",
    [...STRING_PROBLEMS, ...TWO_POINTER_PROBLEMS],
  ),
  group(
    "hashing-and-sorting",
    "Hashing and sorting",
    "Remember what you have seen, or put it in order first.",
    [...HASHING_PROBLEMS, ...SORTING_PROBLEMS],
  ),
  group(
    "math-and-recursion",
    "Math and recursion",
    "Digits, primes, fast powers and functions that call themselves.",
    [...MATH_PROBLEMS, ...RECURSION_PROBLEMS],
  ),
  group(
    "dynamic-programming-and-stacks",
    "Dynamic programming and stacks",
    "Answers built from smaller answers, and the last thing put aside.",
    [...DYNAMIC_PROGRAMMING_PROBLEMS, ...STACK_PROBLEMS],
  ),
  group(
    "sql-practice",
    "SQL practice",
    "Joins, aggregation and window functions on small tables, in SQLite or PostgreSQL.",
    [
      ...SQL_LOOKUP_PROBLEMS,
      ...SQL_JOIN_PROBLEMS,
      ...SQL_AGGREGATION_PROBLEMS,
      ...SQL_WINDOW_PROBLEMS,
    ],
  ),
];

export const PROBLEMS: readonly ProblemRecord[] = GROUPS.flatMap((g) => g.problems);

export const PROBLEM_GROUPS: readonly ProblemGroupRecord[] = GROUPS.map((g) => g.group);

export function findProblem(id: string): ProblemRecord | undefined {
  return PROBLEMS.find((problem) => problem.id === id);
}
