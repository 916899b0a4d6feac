import { z } from "zod";
import { componentDataSchema, looseObject, opt, tolerantArray } from "..";
import { assistantEntrySchema } from "../assistant";
import { LANGUAGE_IDS } from "../code-values";
import { codeLanguageSchema } from "./code-editor";

/**
 * The standalone compiler of /online-compiler/* (spec 02 sections 2 and 3): the language the
 * address named, every language with its starter code, and shared code when the address carries
 * a share id.
 */
export const standaloneCompilerSchema = looseObject({
  ...componentDataSchema.shape,
  title: opt(z.string().max(200)),
  languageId: z.enum(LANGUAGE_IDS),
  languages: tolerantArray(codeLanguageSchema).refine((list) => list.length > 0, "no language"),
  sourceCode: opt(z.string().max(64_000)),
  input: opt(z.string().max(16_000)),
  sharedLink: opt(z.string().max(2048)),
  /** The AI assistant beside the compiler (pending kind AI_ASSISTANT). */
  assistant: opt(assistantEntrySchema),
});
export type StandaloneCompilerData = z.output<typeof standaloneCompilerSchema>;
