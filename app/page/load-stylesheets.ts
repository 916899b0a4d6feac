/**
 * Resolves once each stylesheet applies (or has failed to load), so that a client navigation
 * commits a page only when its widgets' styles are there: what Remix does for a route's own
 * `links` (prefetchStyleLinks), for the stylesheets a page's cells name (decision 074). The links
 * it adds stay: the page's <Meta/> links the same addresses, and a sheet already applied is kept.
 */
export function loadStylesheets(hrefs: readonly string[]): Promise<unknown> {
  // On the server (a lazy part rendered there) the document's head links them: nothing to wait for.
  if (typeof document === "undefined") return Promise.resolve();
  return Promise.all(
    hrefs.map((href) => {
      const url = new URL(href, document.baseURI).href;
      if ([...document.styleSheets].some((sheet) => sheet.href === url)) return undefined;
      return new Promise((resolve) => {
        const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href });
        link.onload = link.onerror = resolve;
        document.head.append(link);
      });
    }),
  );
}
