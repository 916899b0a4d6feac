import type { WidgetProps } from "~/widgets/types";
import { headingIds } from "./heading-ids";
import type { RichTextBlock, RichTextData } from "~/contract/widgets/rich-text";

/** Structured text for policy and about pages, rendered as plain text (never as HTML). */
export function RichText({ data }: WidgetProps<RichTextData>) {
  const ids = headingIds(data.blocks);
  const toc = data.showTableOfContents
    ? data.blocks.flatMap((block, i) =>
        block.kind === "heading" && ids[i]
          ? [{ id: ids[i] as string, text: block.text ?? "" }]
          : [],
      )
    : [];
  return (
    <div className="rich-text__root">
      {toc.length ? (
        <nav className="rich-text__toc" aria-label="On this page">
          <p className="rich-text__tocTitle">On this page</p>
          <ol>
            {toc.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`}>{entry.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {data.blocks.map((block, i) => (
        <Block key={i} block={block} id={ids[i]} />
      ))}
    </div>
  );
}

function Block({ block, id }: { block: RichTextBlock; id: string | undefined }) {
  if (block.kind === "heading") {
    const level = Math.min(Math.max(block.level ?? 2, 2), 4) as 2 | 3 | 4;
    const Heading = `h${level}` as const;
    // Document headings sit one style step below the page's section headings.
    return (
      <Heading id={id} className={`heading-${level + 1} rich-text__heading`}>
        {block.text}
      </Heading>
    );
  }
  if (block.kind === "list") {
    const List = block.ordered ? "ol" : "ul";
    return (
      <List className="rich-text__list">
        {(block.items ?? [])
          .filter((item) => item.trim())
          .map((item, i) => (
            <li key={i}>{item}</li>
          ))}
      </List>
    );
  }
  return <p className="rich-text__paragraph">{block.text}</p>;
}
