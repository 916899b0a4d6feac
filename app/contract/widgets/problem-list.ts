import { z } from "zod";
import { componentDataSchema, lenientEnum, looseObject, opt, tolerantArray } from "..";
import { PROBLEM_DIFFICULTIES, PROBLEM_SEARCH_MAX, PROBLEM_STATUSES } from "./problem-list-look";

export const problemListRowSchema = looseObject({
  problemId: z.string().trim().min(1).max(200),
  title: z.string().trim().min(1),
  /** A same-site path: the problem's editor. */
  uri: z.string().regex(/^\/(?!\/)/, "a same-site path"),
  difficulty: lenientEnum(PROBLEM_DIFFICULTIES),
  tags: opt(tolerantArray(z.string())),
  /** The signed-in learner's state; absent for visitors. */
  status: opt(lenientEnum(PROBLEM_STATUSES)),
});

/**
 * PROBLEM_LIST componentData (docs/contract.md, "Problem list"): the filter form's current values
 * and options, and the problems that match them (the platform filters; the form is a GET form to
 * `action`). `total` is the count before filtering.
 */
export const problemListSchema = componentDataSchema.extend({
  action: opt(z.string().regex(/^\/(?!\/)[A-Za-z0-9/_-]{0,200}$/)),
  search: opt(z.string().max(PROBLEM_SEARCH_MAX)),
  difficulty: opt(z.string().max(20)),
  tag: opt(z.string().max(100)),
  status: opt(z.string().max(20)),
  /** The tags to filter by, in the order offered. */
  tags: tolerantArray(z.string().min(1).max(100)),
  /** Whether the status filter and the rows' statuses apply (a signed-in learner). */
  showStatus: opt(z.boolean()),
  total: z.number().int().nonnegative(),
  problems: tolerantArray(problemListRowSchema),
  emptyText: opt(z.string()),
});

export type ProblemListData = z.output<typeof problemListSchema>;
export type ProblemListInput = z.input<typeof problemListSchema>;
