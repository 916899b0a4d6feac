import { ActionLink } from "~/actions/ActionLink";
import { CODE_SNIPPET_TEXTS, languageClass } from "~/contract/widgets/code-snippet-look";
import type { CodeSnippetData } from "~/contract/widgets/code-snippet";
import type { WidgetProps } from "~/widgets/types";

/**
 * Code in a <pre><code> (scrolls sideways on its own, never the page) under its title and
 * language, with a copy button: the CLIPBOARD_COPY client action, so the toast and the
 * no-clipboard message are the app's (the button is disabled until the page has hydrated).
 */
export function CodeSnippet({ data }: WidgetProps<CodeSnippetData>) {
  const showCopy = data.showCopy ?? true;
  return (
    <figure className="code-snippet__snippet">
      {data.title || data.language || showCopy ? (
        <figcaption className="code-snippet__bar">
          <span className="code-snippet__caption">
            {data.title ? <span className="code-snippet__title">{data.title}</span> : null}
            {data.language ? <span className="code-snippet__language">{data.language}</span> : null}
          </span>
          {showCopy ? (
            <ActionLink
              action={{ type: "CLIPBOARD_COPY", copyText: data.code }}
              className={`btn btn-secondary code-snippet__copy`}
            >
              {CODE_SNIPPET_TEXTS.copy}
            </ActionLink>
          ) : null}
        </figcaption>
      ) : null}
      {/* The block scrolls sideways, so it takes the keyboard focus (WCAG 2.1.1). */}
      <pre className="code-snippet__pre" tabIndex={0}>
        <code className={languageClass(data.language)}>{data.code}</code>
      </pre>
    </figure>
  );
}
