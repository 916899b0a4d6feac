import {
  PROBLEM_DIFFICULTIES,
  PROBLEM_METADATA_LIMITS,
  PROBLEM_METADATA_TEXTS,
  type ProblemDifficulty,
  type SandboxProblemMetadata,
} from "~/contract/sandbox-values";
import type { ProblemBuilderFields } from "./pending-author";

/**
 * The problem builder's checks (PROBLEM_BUILDER), the same as the contract's problemMetadataSchema
 * (app/contract/sandbox.ts) without zod, which stays out of the browser: the words are the
 * contract's, so the builder and the platform say the same thing.
 */
export type ProblemBuilderErrors = Partial<Record<keyof ProblemBuilderFields, string>>;

export type ProblemBuilderCheck =
  { ok: true; metadata: SandboxProblemMetadata } | { ok: false; errors: ProblemBuilderErrors };

const limits = PROBLEM_METADATA_LIMITS;
const words = PROBLEM_METADATA_TEXTS;

/** Tags are typed comma-separated; blanks and repeats are dropped. */
export function tagsOf(text: string): string[] {
  const tags = text
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
  return [...new Set(tags)];
}

const isDifficulty = (value: string): value is ProblemDifficulty =>
  (PROBLEM_DIFFICULTIES as readonly string[]).includes(value);

export function checkProblemFields(fields: ProblemBuilderFields): ProblemBuilderCheck {
  const errors: ProblemBuilderErrors = {};
  const title = fields.title.trim();
  const statement = fields.statement.trim();
  const tags = tagsOf(fields.tags);
  if (!title) errors.title = words.titleRequired;
  else if (title.length > limits.titleChars) errors.title = words.titleTooLong;
  if (!isDifficulty(fields.difficulty)) errors.difficulty = words.difficulty;
  if (!statement) errors.statement = words.statementRequired;
  else if (statement.length > limits.statementChars) errors.statement = words.statementTooLong;
  if (tags.length > limits.tags) errors.tags = words.tooManyTags;
  else if (tags.some((tag) => tag.length > limits.tagChars)) errors.tags = words.tagTooLong;
  if (Object.keys(errors).length || !isDifficulty(fields.difficulty)) return { ok: false, errors };
  return { ok: true, metadata: { title, difficulty: fields.difficulty, statement, tags } };
}

/** The builder's fields for saved metadata (or empty ones for a problem that has none yet). */
export function fieldsOfMetadata(
  metadata: SandboxProblemMetadata | undefined,
): ProblemBuilderFields {
  return {
    title: metadata?.title ?? "",
    difficulty: metadata?.difficulty ?? "",
    statement: metadata?.statement ?? "",
    tags: metadata?.tags.join(", ") ?? "",
  };
}
