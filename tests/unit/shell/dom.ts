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

/** Visible text and target of every link under root, in document order. */
export function linksIn(root: ParentNode | null | undefined): LinkInfo[] {
  if (!root) return [];
  return Array.from(root.querySelectorAll("a")).map((a) => ({
    text: (a.textContent ?? "").trim(),
    href: a.getAttribute("href"),
    target: a.getAttribute("target"),
  }));
}

export function textsOf(root: ParentNode | null | undefined, selector: string): string[] {
  if (!root) return [];
  return Array.from(root.querySelectorAll(selector)).map((el) => (el.textContent ?? "").trim());
}
