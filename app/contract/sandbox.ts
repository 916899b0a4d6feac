import { z } from "zod";
import { LANGUAGE_IDS, SUBMISSION_STATUSES } from "./code-values";
import { lenientEnum, looseObject } from "./lenient";
import { MY_SANDBOXES_LIMIT } from "./my-sandboxes";
import {
  PROBLEM_DIFFICULTIES,
  PROBLEM_METADATA_LIMITS,
  PROBLEM_METADATA_TEXTS,
  PUBLISH_STATUSES,
  SANDBOX_FILE_NAME,
  SANDBOX_LIMITS,
  SANDBOX_PAGE_PREFIX,
  SANDBOX_TYPES,
  SERVER_RUN_SANDBOX_TYPES,
} from "./sandbox-values";

export * from "./sandbox-values";

/**
 * The sandbox calls' bodies and answers (spec 02 sections 3 and 7: "Code service", "Drafts and
 * publishing"). The spec shows no payloads: these shapes are ours, docs/contract.md "Sandboxes".
 */

const text = z.string().max(1_000_000);
const idText = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]*$/, "Invalid id");

export const sandboxIdSchema = idText;
export const sandboxFileNameSchema = z
  .string()
  .min(1, "Name the file")
  .max(
    SANDBOX_LIMITS.fileNameChars,
    `File names may be at most ${SANDBOX_LIMITS.fileNameChars} characters`,
  )
  .regex(SANDBOX_FILE_NAME, "File names use letters, digits, dots, dashes and underscores");

/** Spec 02 section 3, "Sandbox files: fileName, code". */
export const sandboxWireFileSchema = z.object({
  fileName: sandboxFileNameSchema,
  code: z.string().max(SANDBOX_LIMITS.totalChars),
});

/** A sandbox's files: at most SANDBOX_LIMITS.files, distinct names, SANDBOX_LIMITS.totalChars in all. */
export const sandboxFilesSchema = z
  .array(sandboxWireFileSchema)
  .min(1, "A sandbox needs at least one file")
  .max(SANDBOX_LIMITS.files, `A sandbox may have at most ${SANDBOX_LIMITS.files} files`)
  .refine(
    (files) => new Set(files.map((file) => file.fileName)).size === files.length,
    "Two files have the same name",
  )
  .refine(
    (files) => files.reduce((sum, file) => sum + file.code.length, 0) <= SANDBOX_LIMITS.totalChars,
    `The files may hold at most ${SANDBOX_LIMITS.totalChars} characters in all`,
  );

const sandboxType = z.enum(SANDBOX_TYPES);
const input = z.string().max(SANDBOX_LIMITS.inputChars);
/** PLAYGROUND or PYTHON: the types that run on the platform. */
export const serverRunTypeSchema = z.enum(SERVER_RUN_SANDBOX_TYPES, {
  message: "Only PLAYGROUND and PYTHON sandboxes run on the server",
});
/** The notebook session's kernel: a uuid the browser makes. */
export const kernelIdSchema = z.string().uuid("kernelId must be a uuid");
/** One notebook cell. */
export const cellSourceSchema = z
  .string()
  .max(SANDBOX_LIMITS.cellChars, `A cell may hold at most ${SANDBOX_LIMITS.cellChars} characters`);

/** athena-service/sandbox/run: a PLAYGROUND or PYTHON sandbox's files, run from entryFile. */
export const sandboxRunRequestSchema = looseObject({
  sandboxId: idText,
  sandboxType: serverRunTypeSchema,
  files: sandboxFilesSchema,
  entryFile: sandboxFileNameSchema,
  languageId: z.enum(LANGUAGE_IDS, { message: "Choose a language" }),
  input: input.optional(),
});

/** athena-service/sandbox/status: a run of either kind (files or a notebook cell). */
export const sandboxStatusRequestSchema = looseObject({ runId: z.string().min(1).max(200) });

/** One output of a notebook cell (app/sandbox/runner-types.ts NotebookOutput). */
export const notebookOutputSchema = z.discriminatedUnion("kind", [
  looseObject({
    kind: z.literal("stream"),
    name: z.enum(["stdout", "stderr"]),
    text,
  }),
  looseObject({
    kind: z.literal("table"),
    columns: z.array(z.string().max(1000)).max(200),
    rows: z.array(z.array(z.string().max(10_000)).max(200)).max(1000),
  }),
  looseObject({
    kind: z.literal("error"),
    name: z.string().max(200),
    message: text,
    traceback: z.array(z.string().max(100_000)).max(200),
  }),
]);

/** Mirrors app/sandbox/runner-types.ts NotebookOutput (that module is the browser's). */
export type NotebookCellOutput = z.output<typeof notebookOutputSchema>;

export const sandboxStatusSchema = looseObject({
  runId: z.string(),
  /** Unknown statuses are kept as text: the poller stops on them and shows the failure text. */
  status: lenientEnum(SUBMISSION_STATUSES),
  stdout: text.optional(),
  stderr: text.optional(),
  message: text.optional(),
  timeMs: z.number().optional(),
  /**
   * Ours (docs/contract.md "Awaiting input"): a PYTHON files run asked for a line of stdin that
   * was not given. `stdout` is its output so far, ending with the prompt; no `message`.
   */
  awaitingInput: z.boolean().optional(),
  /** Notebook cells only: the cell's outputs, in order. */
  outputs: z.array(notebookOutputSchema).max(500).optional(),
});

/**
 * A started run (files or a notebook cell): its id, and its final status answer as `result` when
 * it finished before the upstream answered (ours: docs/contract.md).
 */
export const sandboxRunAnswerSchema = looseObject({
  runId: z.string().min(1),
  result: sandboxStatusSchema.optional().catch(undefined),
});

/** Ours: athena-service/sandbox/kernel/run, one notebook cell on the session's kernel. */
export const kernelRunRequestSchema = looseObject({
  sandboxId: idText,
  kernelId: z.string().uuid("kernelId must be a uuid"),
  source: z
    .string()
    .max(
      SANDBOX_LIMITS.cellChars,
      `A cell may hold at most ${SANDBOX_LIMITS.cellChars} characters`,
    ),
});

/** Ours: athena-service/sandbox/kernel/reset, forgets the kernel's state. */
export const kernelResetRequestSchema = looseObject({ kernelId: kernelIdSchema });
export const emptyAnswerSchema = looseObject({});

/** athena-service/sandbox/code-share: a read-only copy of these files. */
export const sandboxShareRequestSchema = looseObject({
  sandboxId: idText,
  sandboxType,
  files: sandboxFilesSchema,
});
export const sandboxShareAnswerSchema = looseObject({
  shareId: z.string().min(1),
  sharedLink: z.string().min(1),
});

/** nebula-code-sandbox-service/codesandbox/delete/file. */
export const deleteFileRequestSchema = looseObject({
  sandboxId: idText,
  fileName: sandboxFileNameSchema,
});
export const deleteFileAnswerSchema = looseObject({
  /** True when an author's draft lost the file; a learner's delete changes nothing upstream. */
  deleted: z.boolean().optional(),
});

const limits = PROBLEM_METADATA_LIMITS;
const words = PROBLEM_METADATA_TEXTS;
/**
 * A problem's metadata (ours; SandboxProblemMetadata): the problem builder's fields. Text is
 * trimmed; the statement is plain text (line breaks kept, never read as HTML).
 */
export const problemMetadataSchema = z.object({
  title: z.string().trim().min(1, words.titleRequired).max(limits.titleChars, words.titleTooLong),
  difficulty: z.enum(PROBLEM_DIFFICULTIES, { message: words.difficulty }),
  statement: z
    .string()
    .trim()
    .min(1, words.statementRequired)
    .max(limits.statementChars, words.statementTooLong),
  tags: z
    .array(z.string().trim().min(1).max(limits.tagChars, words.tagTooLong))
    .max(limits.tags, words.tooManyTags),
});

/**
 * Ours: nebula-code-sandbox-service/codesandbox/draft/save, an author's draft: the files
 * (DRAFT_CODE_SANDBOX_DATA) and, for a sandbox of a problem, its metadata (DRAFT_PROBLEM_METADATA).
 */
export const draftSaveRequestSchema = looseObject({
  sandboxId: idText,
  files: sandboxFilesSchema,
  problemMetadata: problemMetadataSchema.optional(),
});
export const draftSaveAnswerSchema = looseObject({ savedAt: z.string().min(1) });

/**
 * nebula-code-sandbox-service/codesandbox/publish: the author's files (and, for a sandbox of a
 * problem, its metadata; without it the draft's) become the published version.
 */
export const publishRequestSchema = looseObject({
  sandboxId: idText,
  files: sandboxFilesSchema,
  problemMetadata: problemMetadataSchema.optional(),
});
export const publishAnswerSchema = looseObject({ publishId: z.string().min(1) });

/** nebula-draft-service/problem/get-publish-status. */
export const publishStatusRequestSchema = looseObject({ publishId: z.string().min(1).max(200) });
export const publishStatusSchema = looseObject({
  publishId: z.string().optional(),
  status: lenientEnum(PUBLISH_STATUSES),
  message: text.optional(),
  publishedAt: z.string().optional(),
});

/**
 * nebula-code-sandbox-service/codesandbox/mine (ours, issue 32): the signed-in learner's
 * sandboxes, the ones they ran, shared or saved, newest change first (docs/contract.md "My
 * sandboxes"). `path` is where each opens, a page path of this site.
 */
export const mySandboxesRequestSchema = looseObject({});
export const mySandboxSchema = looseObject({
  sandboxId: idText,
  title: z.string().min(1).max(200),
  sandboxType: lenientEnum(SANDBOX_TYPES),
  /** The language of the learner's last run (PLAYGROUND), else the sandbox's. */
  languageId: lenientEnum(LANGUAGE_IDS).optional(),
  /** ISO 8601: the learner's last run, notebook cell, share or save there. */
  changedAt: z.string().min(1).max(40),
  path: z
    .string()
    .max(512)
    .refine((path) => path.startsWith(SANDBOX_PAGE_PREFIX), "not a sandbox page"),
});
export const mySandboxesAnswerSchema = looseObject({
  sandboxes: z.array(mySandboxSchema).max(MY_SANDBOXES_LIMIT),
});
export type MySandbox = z.output<typeof mySandboxSchema>;
