import { z } from "zod";
import { componentDataSchema, looseObject, opt, tolerantArray } from "..";
import { assistantEntrySchema } from "../assistant";
import { namedSqlTableSchema, sqlTableSchema } from "../code";
import { LANGUAGE_IDS } from "../code-values";

const text = (max: number) => z.string().max(max);

/**
 * A language the page offers, with the code the editor starts from. `runnable: false` (ours,
 * docs/contract.md "Languages that run") marks one the upstream cannot run: pickers show it
 * disabled with `unavailableReason`, never as a run that fails.
 */
export const codeLanguageSchema = looseObject({
  languageId: z.enum(LANGUAGE_IDS),
  label: text(60).min(1),
  starterCode: text(64_000),
  runnable: opt(z.boolean()),
  unavailableReason: opt(text(200)),
});

/** A same-site path (a problem, a list). */
const sitePath = z
  .string()
  .max(2048)
  .regex(/^\/(?!\/)/, "a same-site path");
const neighbourSchema = looseObject({ title: text(200).min(1), uri: sitePath });

/**
 * Ours (issue 44, docs/contract.md "Problem list"): where the problem sits in the list the
 * learner came from (`PROBLEM_NAV_PARAM`): the list's address with its filter, the problem's
 * place in it, and the problems before and after it there.
 */
export const problemListNavSchema = looseObject({
  listUri: sitePath,
  position: opt(z.number().int().positive()),
  total: opt(z.number().int().nonnegative()),
  previous: opt(neighbourSchema),
  next: opt(neighbourSchema),
});
export type ProblemListNav = z.output<typeof problemListNavSchema>;

/**
 * One example of the statement. A SQL problem's (ours, issue 44, docs/contract.md "SQL problems")
 * shows its input `tables` and its `outputTable` as tables; `input` and `output` stay the text.
 * A table that does not parse is left out, never the example.
 */
const codeExampleSchema = looseObject({
  input: text(5_000),
  output: text(5_000),
  tables: opt(tolerantArray(namedSqlTableSchema).refine((list) => list.length <= 10)).catch(
    undefined,
  ),
  outputTable: opt(sqlTableSchema).catch(undefined),
});

/**
 * The practice editor of /problem/* (spec 02 sections 2 and 3; the fields are ours,
 * docs/contract.md "Code practice"): the statement, examples, constraints, tags, hints, the
 * languages with their starter code, and the run token that the run and submit calls carry.
 */
export const codeEditorSchema = looseObject({
  ...componentDataSchema.shape,
  problemId: text(200).min(1),
  problemGroupId: opt(text(200)),
  problemGroupTitle: opt(text(200)),
  title: text(200).min(1),
  difficulty: opt(text(20)),
  statement: z.array(text(5_000)).max(20),
  constraints: opt(z.array(text(500)).max(20)),
  tags: opt(z.array(text(60)).max(10)),
  examples: opt(z.array(codeExampleSchema).max(10)),
  hints: opt(
    z
      .array(
        looseObject({
          hintId: text(200).min(1),
          title: text(100).min(1),
          unlocked: opt(z.boolean()),
          content: opt(text(5_000)),
        }),
      )
      .max(10),
  ),
  /** Languages the client does not know are left out; at least one must remain. */
  languages: tolerantArray(codeLanguageSchema).refine((list) => list.length > 0, "no language"),
  defaultLanguageId: opt(text(40)),
  runToken: text(2048).min(1),
  solved: opt(z.boolean()),
  /** The AI assistant of this problem (pending kind EDITOR_ASSISTANT). */
  assistant: opt(assistantEntrySchema),
  /** Ours: back to the list, previous and next within it. */
  listNav: opt(problemListNavSchema),
});
export type CodeEditorData = z.output<typeof codeEditorSchema>;
