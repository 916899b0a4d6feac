import Markdown, { sanitizer } from "markdown-to-jsx";
import type { ReactNode } from "react";

const SAFE_HREF = /^(https?:|mailto:|#)/i;

function SafeLink({ href, children }: { href?: string; children?: ReactNode }) {
  if (!href || !SAFE_HREF.test(href)) return <span>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

/** No remote images from a notebook (they would load from anywhere): the alternative text. */
function ImageText({ alt }: { alt?: string }) {
  return alt ? <span>[{alt}]</span> : null;
}

/**
 * The same rules as the assistant's SafeMarkdown (app/assistant), kept here so the notebook's
 * chunk does not pull the assistant in: raw HTML is shown as text, never parsed; links only
 * http(s), mail and anchors; no images, scripts or frames.
 */
const OPTIONS = {
  disableParsingRawHTML: true,
  forceBlock: true,
  sanitizer: (value: string, _tag: string, attribute: string) =>
    sanitizer(value) === null || (attribute === "href" && !SAFE_HREF.test(value)) ? null : value,
  overrides: {
    a: { component: SafeLink },
    img: { component: ImageText },
    script: { component: () => null },
    iframe: { component: () => null },
  },
} as const;

export function MarkdownView({ text }: { text: string }) {
  return <Markdown options={OPTIONS}>{text}</Markdown>;
}
