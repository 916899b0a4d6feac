import { z } from "zod";
import { componentDataSchema, opt } from "..";

/** CODE_SNIPPET componentData: a short piece of code to read and copy (no editor). */
export const codeSnippetSchema = componentDataSchema.extend({
  /** Shown exactly as written (whitespace kept); not blank. */
  code: z
    .string()
    .max(20000)
    .refine((code) => code.trim().length > 0, { message: "the code is blank" }),
  /** The language's name as shown ("Python", "SQL"). */
  language: opt(z.string().trim().min(1).max(40)),
  /** A caption above the code ("Window function to rank learners"). */
  title: opt(z.string().trim().min(1).max(160)),
  /** The copy button; default true. */
  showCopy: opt(z.boolean()),
});

export type CodeSnippetData = z.output<typeof codeSnippetSchema>;
export type CodeSnippetInput = z.input<typeof codeSnippetSchema>;
