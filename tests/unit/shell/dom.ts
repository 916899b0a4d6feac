import { Window } from "happy-dom";

/** Parses server-rendered HTML so tests can ask for elements instead of matching strings. */
export function parseHtml(html: string): Document {
  const window = new Window();
  window.document.body.innerHTML = html;
  return window.document as unknown as Document;
}

export interface LinkInfo {
  text: string;
  href: string | null;
  target: string | null;
}

/** An element's text, without the words drawn in an image in it (the inline logo's). */
function textOf(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const image of Array.from(copy.querySelectorAll('svg[role="img"]'))) image.remove();
  return (copy.textContent ?? "").trim();
}

/** Visible text and target of every link under root, in document order. */
export function linksIn(root: ParentNode | null | undefined): LinkInfo[] {
  if (!root) return [];
  return Array.from(root.querySelectorAll("a")).map((a) => ({
    text: textOf(a),
    href: a.getAttribute("href"),
    target: a.getAttribute("target"),
  }));
}

export function textsOf(root: ParentNode | null | undefined, selector: string): string[] {
  if (!root) return [];
  return Array.from(root.querySelectorAll(selector)).map(textOf);
}
