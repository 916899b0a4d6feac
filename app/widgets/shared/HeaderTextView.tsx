import { createContext, useContext } from "react";
import type { HeaderText, TagItem } from "~/contract";
import { safeKey } from "./bg";
import { ButtonView } from "./ButtonView";
import { ResponsiveImage } from "./ResponsiveImage";

/** Spec 01 section 9: heading sizes 1 to 6 map to heading styles, above 5 uses 5. */
export function headingLevel(size: number | undefined, fallback = 2): 1 | 2 | 3 | 4 | 5 {
  const n = Math.round(size ?? fallback);
  if (n < 1) return 1;
  if (n > 5) return 5;
  return n as 1 | 2 | 3 | 4 | 5;
}

/**
 * The deepest heading element a header text may use here: 2 under the page's title (h1), 3 inside
 * a section with a heading of its own (CellGrid provides it).
 */
export const HeadingDepth = createContext<2 | 3>(2);

/** Spec 01 section 9: tag image default 32 px; dynamic width: height 40 if ratio > 1 else 44. */
export function tagImageSize(
  tag: TagItem,
  dynamicWidth: boolean,
): { width: number; height: number } {
  const x = tag.image?.aspectRatioX;
  const y = tag.image?.aspectRatioY;
  if (!dynamicWidth || !x || !y) return { width: 32, height: 32 };
  const ratio = x / y;
  const height = ratio > 1 ? 40 : 44;
  return { width: Math.round(ratio * height), height };
}

export function TagView({ tag, dynamicWidth = false }: { tag: TagItem; dynamicWidth?: boolean }) {
  const bg = safeKey(tag.bgKey);
  const size = tagImageSize(tag, dynamicWidth);
  return (
    <span className={`tag ${bg ? `bg-${bg}` : ""}`}>
      {tag.image ? <ResponsiveImage image={tag.image} {...size} className="tag-image" /> : null}
      <span>{tag.text}</span>
    </span>
  );
}

interface HeaderTextViewProps {
  header: HeaderText;
  /** Heading level used when the data has no textSize. */
  defaultSize?: number;
  className?: string;
}

/** Spec 01 section 3 header text: super text, heading, sub text, tags and buttons. */
export function HeaderTextView({ header, defaultSize = 2, className }: HeaderTextViewProps) {
  const { textData, tagData, buttonDataList } = header;
  const level = headingLevel(header.textSize, defaultSize);
  // The size is a style (spec 01 section 9); the element goes no deeper than the level below the
  // nearest heading around it, so that screen readers never meet a skipped level (axe
  // heading-order): h2 under the page's h1, h3 inside a section that has a heading.
  const Heading = `h${Math.min(level, useContext(HeadingDepth))}` as "h1" | "h2" | "h3";
  const align =
    header.alignment === "CENTER" ? "center" : header.alignment === "RIGHT" ? "right" : "left";
  if (!textData?.text && !textData?.subText && !tagData?.length && !buttonDataList?.length)
    return null;
  return (
    <div className={`header-text align-${align} ${className ?? ""}`}>
      {textData?.superText ? <p className="super-text">{textData.superText}</p> : null}
      {textData?.text ? <Heading className={`heading-${level}`}>{textData.text}</Heading> : null}
      {textData?.subText ? <p className="sub-text">{textData.subText}</p> : null}
      {tagData?.length ? (
        <div className="tag-row">
          {tagData.map((tag, i) => (
            <TagView key={i} tag={tag} />
          ))}
        </div>
      ) : null}
      {buttonDataList?.length ? (
        <div className="button-row">
          {buttonDataList.map((button, i) => (
            <ButtonView key={i} button={button} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
