import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SafeMarkdown } from "~/assistant/SafeMarkdown";

/** The href of every link the reply renders (none when a link became plain text). */
function hrefsOf(text: string): string[] {
  const html = renderToString(<SafeMarkdown text={text} />);
  return [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1]);
}

describe("the assistant's links", () => {
  it("keeps same-site paths, fragments, http(s) and mail links", () => {
    expect(hrefsOf("[a](/course/data-analyst-course?x=1#top)")).toEqual([
      "/course/data-analyst-course?x=1#top",
    ]);
    expect(hrefsOf("[a](#answer)")).toEqual(["#answer"]);
    expect(hrefsOf("[a](https://docs.python.org/3/)")).toEqual(["https://docs.python.org/3/"]);
    expect(hrefsOf("[a](mailto:help@example.com)")).toEqual(["mailto:help@example.com"]);
  });

  // Issue 30: "/\evil.example" is a protocol-relative link to another host in browsers. Paths are
  // checked after normalisation, as every redirect is (safeReturnPath).
  it.each([
    "/\\evil.example",
    "/\\/evil.example",
    "//evil.example",
    "/%5Cevil.example",
    "/%2F/evil.example",
    "/.//evil.example",
    "/x/..//evil.example",
    "/\tevil",
    "javascript:alert(1)",
  ])("refuses %s (shown as text)", (href) => {
    expect(hrefsOf(`[a](<${href}>)`)).toEqual([]);
    expect(hrefsOf(`[a](${href})`)).toEqual([]);
  });
});
