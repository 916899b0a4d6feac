import Markdown, { sanitizer } from "markdown-to-jsx";
import { useEffect, useState, type ReactNode } from "react";
import { safeReturnPath } from "~/shared/login-url";
import { highlightPieces, type HighlightedPiece } from "./highlight";
import styles from "./assistant.module.css";

const SAFE_SCHEME = /^(https?:|mailto:|#)/i;

/**
 * The href a reply's link may have, or undefined: http(s), mail and fragments as written; a path
 * only if the redirect check (safeReturnPath) keeps it after normalisation, as that result:
 * "/\evil.example", "/%5Cevil", "/.//evil" are links to another host in a browser (issue 30).
 */
function replyHref(href: string | undefined): string | undefined {
  if (!href) return undefined;
  if (href.startsWith("/")) return safeReturnPath(href, "") || undefined;
  return SAFE_SCHEME.test(href) ? href : undefined;
}

/** Links open in a new tab without handing it this page (noopener); only http(s), mail, paths. */
function SafeLink({ href: raw, children }: { href?: string; children?: ReactNode }) {
  const href = replyHref(raw);
  if (!href) return <span>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

/** No remote images in a reply (they would load from anywhere): the alternative text instead. */
function ImageText({ alt }: { alt?: string }) {
  return alt ? <span>[{alt}]</span> : null;
}

function CodeBlock({ code, fence }: { code: string; fence: string }) {
  const [pieces, setPieces] = useState<HighlightedPiece[]>();
  useEffect(() => {
    let live = true;
    highlightPieces(code, fence)
      .then((result) => live && setPieces(result))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [code, fence]);
  return (
    <code className={styles.codeBlock} data-language={fence || undefined}>
      {pieces
        ? pieces.map((piece, index) =>
            piece.className ? (
              <span key={index} className={piece.className}>
                {piece.text}
              </span>
            ) : (
              piece.text
            ),
          )
        : code}
    </code>
  );
}

/** Inline code as it is; a fenced block (class lang-*) highlighted once its language loads. */
function Code({ className, children }: { className?: string; children?: ReactNode }) {
  const fence = /(?:^|\s)lang-([\w#+-]+)/.exec(className ?? "")?.[1];
  if (fence === undefined || typeof children !== "string") return <code>{children}</code>;
  return <CodeBlock code={children} fence={fence} />;
}

const OPTIONS = {
  // Raw HTML in a reply is shown as text, never parsed: a reply cannot add markup or scripts.
  disableParsingRawHTML: true,
  forceBlock: true,
  sanitizer: (value: string, tag: string, attribute: string) =>
    sanitizer(value) === null || (attribute === "href" && !replyHref(value)) ? null : value,
  overrides: {
    a: { component: SafeLink },
    img: { component: ImageText },
    code: { component: Code },
    script: { component: () => null },
    iframe: { component: () => null },
  },
} as const;

/**
 * The assistant's reply as safe markdown (spec 02 section 4): headings, lists, emphasis, links,
 * tables and code, never raw HTML. Rendered again as the reply grows.
 */
export function SafeMarkdown({ text }: { text: string }) {
  return (
    <div className={styles.markdown}>
      <Markdown options={OPTIONS}>{text}</Markdown>
    </div>
  );
}
