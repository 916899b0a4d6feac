import type { RichTextBlock } from "~/contract/widgets/rich-text";

const USABLE_ID = /^[a-z][a-z0-9_-]{0,63}$/i;

/** "Refund & cancellation policy" -> "refund-cancellation-policy". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 64)
    .replace(/-+$/, "");
}

/**
 * The anchor id of every heading block (undefined for other blocks): the given id when it is a
 * safe token, else a slug of the text, made unique within the widget with a -2, -3 suffix.
 */
export function headingIds(blocks: readonly RichTextBlock[]): (string | undefined)[] {
  const seen = new Map<string, number>();
  return blocks.map((block, index) => {
    if (block.kind !== "heading") return undefined;
    const wanted =
      (block.id && USABLE_ID.test(block.id) ? block.id : undefined) ??
      (slugify(block.text ?? "") || `section-${index + 1}`);
    const base = /^[a-z]/i.test(wanted) ? wanted : `section-${wanted}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  });
}
