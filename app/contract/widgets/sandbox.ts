import { z } from "zod";
import { componentDataSchema, looseObject, opt, tolerantArray } from "..";
import { LANGUAGE_IDS } from "../code-values";
import { problemMetadataSchema, sandboxFilesSchema, sandboxFileNameSchema } from "../sandbox";
import { SANDBOX_TYPES } from "../sandbox-values";

const text = (max: number) => z.string().max(max);

/** A language the PLAYGROUND picker offers. */
const sandboxLanguageSchema = looseObject({
  languageId: z.enum(LANGUAGE_IDS),
  label: text(60).min(1),
});

/**
 * The sandbox widget, componentType "SANDBOX" (spec 02 sections 2 and 3; the fields are ours,
 * docs/contract.md "Sandboxes"): the sandbox's files (the published version for learners), its
 * type, and for authors the publish rights and their pending draft (DRAFT_CODE_SANDBOX_DATA).
 */
export const sandboxSchema = looseObject({
  ...componentDataSchema.shape,
  sandboxId: text(200).min(1),
  problemId: opt(text(200)),
  title: text(200).min(1),
  sandboxType: z.enum(SANDBOX_TYPES),
  files: sandboxFilesSchema,
  entryFile: opt(sandboxFileNameSchema),
  languageId: opt(z.enum(LANGUAGE_IDS)),
  /** PLAYGROUND: the languages the picker offers (unknown ones are left out). */
  languages: opt(tolerantArray(sandboxLanguageSchema)),
  readOnly: opt(z.boolean()),
  /** A shared copy: read-only, with a "Fork" that opens forkPath with these files as the draft. */
  shared: opt(looseObject({ shareId: text(200).min(1), forkPath: text(2048).min(1) })),
  /** Admins and authors: the publish button (CMS_CODE_SANDBOX_PUBLISH) is enabled. */
  canPublish: opt(z.boolean()),
  /** A sandbox of a problem: the problem's published metadata (title and statement shown above). */
  problemMetadata: opt(problemMetadataSchema),
  /**
   * The author's saved draft, when one is pending: files (DRAFT_CODE_SANDBOX_DATA) and, for a
   * sandbox of a problem, the metadata (DRAFT_PROBLEM_METADATA).
   */
  authorDraft: opt(
    looseObject({
      files: sandboxFilesSchema,
      savedAt: text(64).min(1),
      problemMetadata: opt(problemMetadataSchema),
    }),
  ),
  publishedAt: opt(text(64)),
  /** True on /codesandbox/embed/* pages. */
  embed: opt(z.boolean()),
});
export type SandboxWidgetData = z.output<typeof sandboxSchema>;

/**
 * A lesson's embedded sandbox, componentType "SANDBOX_EMBED" (ours): an iframe of a
 * /codesandbox/embed/* page of this site (the embed page sends its height to the parent).
 */
export const sandboxEmbedSchema = looseObject({
  ...componentDataSchema.shape,
  title: text(200).min(1),
  src: text(300).regex(/^\/codesandbox\/embed\/[A-Za-z0-9_-]+$/, "not a sandbox embed path"),
  /** The frame's height before the embed reports its own, in px. */
  minHeight: opt(z.number().int().min(120).max(2000)),
});
export type SandboxEmbedData = z.output<typeof sandboxEmbedSchema>;
