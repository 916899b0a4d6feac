import { z } from "zod";
import { componentDataSchema, lenientEnum, looseObject, opt, tolerantArray } from "..";

export const RICH_TEXT_BLOCK_KINDS = ["heading", "paragraph", "list"] as const;

const nonBlank = (s: string | undefined) => !!s && s.trim().length > 0;

/**
 * One block of structured text. Plain strings only: the widget never renders HTML. An unknown
 * kind with text is kept and shown as a paragraph (upstream may add kinds before we know them).
 */
export const richTextBlockSchema = looseObject({
  kind: lenientEnum(RICH_TEXT_BLOCK_KINDS),
  text: opt(z.string()),
  /** list: the items, each a plain string. */
  items: opt(tolerantArray(z.string())),
  /** list: numbered instead of bulleted. */
  ordered: opt(z.boolean()),
  /** heading: level 2..4 (default 2); the page title is the page's level 1. */
  level: opt(z.number().int()),
  /** heading: anchor id for "#id" links; derived from the text when absent or unusable. */
  id: opt(z.string()),
}).refine(
  (block) => (block.kind === "list" ? (block.items ?? []).some(nonBlank) : nonBlank(block.text)),
  { message: "block has no text" },
);
export type RichTextBlock = z.output<typeof richTextBlockSchema>;

export const richTextSchema = looseObject({
  ...componentDataSchema.shape,
  blocks: tolerantArray(richTextBlockSchema).refine((list) => list.length > 0, {
    message: "at least one block",
  }),
  /** Lists the headings as "#id" links above the text (long policy pages). */
  showTableOfContents: opt(z.boolean()),
});
export type RichTextData = z.output<typeof richTextSchema>;
