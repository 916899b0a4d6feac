import { data, redirect } from "@remix-run/node";
import { accessOf } from "./auth.server";
import { requestIdOf } from "./headers.server";
import { fetchPage } from "./page.server";
import { savePendingNavigation } from "./pending-action.server";
import { appendSetCookie, loggedOutReasonOf, readAuth, sessionCookies } from "./session.server";
import { makeTimings, serverTimingHeader } from "./timing.server";
import { answerFacts, judgeUserState, settleUserState } from "./user-state.server";

/** What a page route's error boundary receives when the page cannot be shown. */
export interface PageErrorData {
  state: "not-found" | "errored" | "no-access";
  requestId: string;
}

/**
 * The loader of the catch-all and index routes. Routes stay thin: everything a page load does
 * lives here. Upstream is the judge of which pages exist; the route look only styles the shell.
 */
export async function loadPageRoute(request: Request) {
  const timings = makeTimings();
  const url = new URL(request.url);
  const auth = await readAuth(request);
  const requestId = requestIdOf(request);

  // Login-protected and admin routes: no upstream call; the root layout shows the no-access
  // state (with the login panel open when logging in would help).
  const access = accessOf(url.pathname, auth);
  if (access !== "ok") {
    const headers = new Headers({ "Cache-Control": "no-store", "X-Request-Id": requestId });
    if (access === "login-required") {
      savePendingNavigation(auth.session, `${url.pathname}${url.search}`);
      appendSetCookie(headers, ...(await sessionCookies(auth.session)));
    }
    const body: PageErrorData = { state: "no-access", requestId };
    throw data(body, { status: access === "login-required" ? 401 : 403, headers });
  }

  const load = await fetchPage(request, timings, url.pathname, { authToken: auth.token });
  const headers = new Headers({
    "Server-Timing": serverTimingHeader(timings),
    "X-Request-Id": load.requestId,
  });

  // Spec 01 section 4: a 401 or a missing user-state hash ends the session, a new hash refreshes
  // the user. Either way the same address is loaded again, so that every loader of the next
  // request (the header's user in the root too) sees the new session.
  const settlement = await settleUserState(
    request,
    auth,
    judgeUserState(answerFacts(load.upstream.status, load.upstream.headers, auth)),
  );
  appendSetCookie(headers, ...settlement.setCookies);
  const again = `${url.pathname}${url.search}`;
  if (settlement.kind === "ended" && loggedOutReasonOf(request) !== "expired") {
    headers.set("Cache-Control", "no-store");
    throw redirect(again, { headers });
  }
  if (settlement.kind === "refreshed" && !settlement.recentlySynced) {
    headers.set("Cache-Control", "no-store");
    throw redirect(again, { headers });
  }

  const loggedIn = Boolean(auth.token) && settlement.kind !== "ended";
  if (load.status !== "loaded") {
    headers.set("Cache-Control", "no-store");
    const body: PageErrorData = { state: load.status, requestId: load.requestId };
    throw data(body, { status: load.status === "not-found" ? 404 : load.httpStatus, headers });
  }
  // A page shown to a logged-in user is theirs alone and never stored.
  headers.set("Cache-Control", loggedIn ? "private, no-store" : "private, no-cache");
  return data(
    {
      page: load.page,
      expiresAt: load.expiresAt,
    },
    { headers },
  );
}
