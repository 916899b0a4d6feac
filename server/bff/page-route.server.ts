import { data } from "@remix-run/node";
import { fetchPage } from "./page.server";
import { makeTimings, serverTimingHeader } from "./timing.server";

/** What a page route's error boundary receives when the page cannot be shown. */
export interface PageErrorData {
  state: "not-found" | "errored";
  requestId: string;
}

/**
 * The loader of the catch-all and index routes. Routes stay thin: everything a page load does
 * lives here. Upstream is the judge of which pages exist; the route look only styles the shell.
 */
export async function loadPageRoute(request: Request) {
  const timings = makeTimings();
  const url = new URL(request.url);
  const load = await fetchPage(request, timings, url.pathname);
  const headers = new Headers({
    "Server-Timing": serverTimingHeader(timings),
    "X-Request-Id": load.requestId,
  });
  if (load.status !== "loaded") {
    headers.set("Cache-Control", "no-store");
    const body: PageErrorData = { state: load.status, requestId: load.requestId };
    throw data(body, { status: load.status === "not-found" ? 404 : load.httpStatus, headers });
  }
  headers.set("Cache-Control", "private, no-cache");
  return data(
    {
      page: load.page,
      expiresAt: load.expiresAt,
    },
    { headers },
  );
}
