const fromDocument = new Map<string, string>();

/**
 * A text the server writes into the HTML: on the server, the export of a `.server` module (which
 * the browser build empties); in the browser, what the server's HTML holds at `selector`, read
 * once. Hydration and every later render then keep the element as it is, and the bundle does not
 * carry the text (the inline scripts, the logo's markup, the icon's data address).
 */
export function serverText(
  server: string | undefined,
  selector: string,
  read: (element: Element) => string | null,
  fallback = "",
): string {
  if (server !== undefined) return server;
  if (typeof document === "undefined") return fallback;
  let known = fromDocument.get(selector);
  if (known === undefined) {
    const element = document.querySelector(selector);
    known = (element && read(element)) ?? fallback;
    fromDocument.set(selector, known);
  }
  return known;
}
