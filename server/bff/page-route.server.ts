import { safeReturnPath } from "~/shared/login-url";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import type { FramePage, FramePages, PageRouteData } from "~/shared/frame-pages";
import type { PageResponse } from "~/contract/page";
import { framePagePath, frameAddressOf } from "~/shared/frame-url";
import { signActionsIn } from "./action-signature.server";
import { accessOf } from "./auth.server";
import { noAccessTitle } from "~/shared/access";
import { rememberReferral } from "./referral.server";
import { fetchPage } from "./page.server";
import { searchForPage } from "./search.server";
import { mainPageUrl } from "./main-page-url.server";
import { savePendingNavigation } from "./pending-action.server";
import { appendSetCookie, loggedOutReasonOf } from "./session.server";
import { isRecordingLink, recordingLogin } from "./editor/recording-login.server";
import { isEditMode, pageEditorData, takeEditNotice } from "./editor/editor-data.server";
import type { EditorKind } from "~/contract/editor-values";
import { makeTimings, setServerTiming, type Timings } from "./timing.server";
import { answerFacts, judgeUserState, settleUserState } from "./user-state.server";

/** What a page route's error boundary receives when the page cannot be shown. */
export interface PageErrorData {
  state: "not-found" | "errored" | "no-access";
  requestId: string;
  /** The tab title of a page this visitor may not see: what it is and why (issue 35). */
  title?: string;
}

/** The same request for another address (same headers, same abort signal). */
function requestFor(request: Request, url: URL): Request {
  return new Request(url, { method: "GET", headers: request.headers, signal: request.signal });
}

/**
 * A secondary page: same-site paths only, the same access rules as a page of its own, and any
 * failure (unknown, errored, forbidden) leaves it out rather than failing the main page.
 */
async function fetchFramePage(
  request: Request,
  context: AppLoadContext,
  rawPath: string | undefined,
  timings: Timings,
): Promise<FramePage | undefined> {
  const path = framePagePath(rawPath);
  if (!path) return undefined;
  const url = new URL(path, request.url);
  const auth = context.session.auth;
  if (accessOf(url.pathname, auth) !== "ok") return undefined;
  try {
    const own = makeTimings();
    const load = await fetchPage(requestFor(request, url), own, url.pathname, {
      upstream: context.upstream,
      signedIn: Boolean(auth.token),
    });
    // Secondary pages run side by side: the longest one is what the visitor waited for.
    const dur = own.get("upstream-page")?.dur ?? 0;
    timings.set("upstream-frame", { dur: Math.max(dur, timings.get("upstream-frame")?.dur ?? 0) });
    return load.status === "loaded" ? { uri: path, page: load.page } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the page route does to a page's data before it leaves: the route passes the widget
 * registry's resolver (app/widgets/schemas.server.ts), which the BFF may not import (it holds UI
 * components), so every component cell arrives parsed (cell.widget).
 */
export type PrepareCells = <T>(value: T, options?: { slim?: boolean }) => T;

/**
 * A parsed page, resolved, slimmed and signed once: the parsed value is shared by every request
 * whose upstream answer was the same text (a page-answer-cache entry, or the parsed answers of
 * page.server.ts for signed-in users, decision 047), so each of them gets the same prepared page
 * (read only from here on), not a parse of it per request. What is prepared depends on the page
 * alone (widget schemas, the action signature's key), nothing of the user who asked.
 */
const preparedPages = new WeakMap<PageResponse, PageResponse>();

function preparedPage(page: PageResponse, prepareCells: PrepareCells) {
  const known = preparedPages.get(page);
  if (known) return known;
  const prepared = signActionsIn(prepareCells(page, { slim: true }));
  preparedPages.set(page, prepared);
  return prepared;
}

/**
 * The loader of the catch-all and index routes. Routes stay thin: everything a page load does
 * lives here. Upstream is the judge of which pages exist; the route look only styles the shell.
 */
export async function loadPageRoute(
  request: Request,
  context: AppLoadContext,
  prepareCells: PrepareCells,
  editorKinds?: () => EditorKind[],
) {
  const timings = makeTimings();
  const url = new URL(request.url);
  // The request's one session: what this load changes in it is written when the request ends.
  const auth = context.session.auth;
  const { requestId } = context;

  if (isRecordingLink(url)) throw await recordingLogin(url, context);

  // Login-protected and admin routes: no upstream call; the root layout shows the no-access
  // state (with the login panel open when logging in would help).
  const access = accessOf(url.pathname, auth);
  if (access !== "ok") {
    const headers = new Headers({ "Cache-Control": "no-store" });
    if (access === "login-required") {
      savePendingNavigation(auth.session, `${url.pathname}${url.search}`);
    }
    const body: PageErrorData = {
      state: "no-access",
      requestId,
      title: noAccessTitle(url.pathname, access),
    };
    throw data(body, { status: access === "login-required" ? 401 : 403, headers });
  }

  // The modal and drawer pages are known from the address: fetched beside the main page. The main
  // page's context is the query without the frame's parameters.
  const address = frameAddressOf(url.searchParams);
  const modalLoad = fetchFramePage(request, context, address.modal?.path, timings);
  const drawerLoad = fetchFramePage(request, context, address.drawerPage, timings);
  const load = await fetchPage(requestFor(request, mainPageUrl(url)), timings, url.pathname, {
    upstream: context.upstream,
    signedIn: Boolean(auth.token),
    pageRoute: true,
    loadedAhead: context.cache.takeLoadedAhead(),
  });
  // The drawer and right pane pages are named by the main page: fetched once it is there.
  const framed = load.status === "loaded" ? load.page : undefined;
  const [modal, drawerPage, navigationDrawer, rightPane, search] = await Promise.all([
    modalLoad,
    drawerLoad,
    fetchFramePage(request, context, framed?.navigationDrawer?.uri, timings),
    fetchFramePage(request, context, framed?.rightPane?.action?.uri, timings),
    // The search bar's no-JavaScript search: its form came back here (the bar is the page's).
    framed ? searchForPage(context.upstream, framed, url.searchParams, { timings }) : undefined,
  ]);
  // X-Request-Id is on every answer already (the web server, server/web).
  const headers = new Headers();
  setServerTiming(headers, timings);
  appendSetCookie(headers, rememberReferral(request));

  // Spec 01 section 4: a 401 or a missing user-state hash ends the session, a new hash refreshes
  // the user. Either way the same address is loaded again, so that every loader of the next
  // request (the header's user in the root too) sees the new session.
  const settlement = await settleUserState(
    context,
    judgeUserState(answerFacts(load.upstream.status, load.upstream.headers, auth)),
  );
  appendSetCookie(headers, ...settlement.setCookies);
  // The address as the browser sent it, checked: "//host" as a path must not become a redirect.
  const again = safeReturnPath(`${url.pathname}${url.search}`);
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
  setServerTiming(headers, timings);
  const framePages: FramePages = {};
  if (modal && address.modal) framePages.modal = { ...modal, props: address.modal.props };
  if (drawerPage) framePages.drawerPage = drawerPage;
  if (navigationDrawer) framePages.navigationDrawer = navigationDrawer;
  if (rightPane) framePages.rightPane = rightPane;
  const body: PageRouteData = {
    page: load.page,
    expiresAt: load.expiresAt,
    framePages,
    drawerOpen: address.drawerOpen,
    renderedAt: Date.now(),
  };
  if (search) body.search = search;
  if (editorKinds && isEditMode(url, auth)) {
    const notice = await takeEditNotice(auth, headers);
    body.editor = pageEditorData(load.page, url.pathname, editorKinds(), notice);
  }
  // A visitor's page that is all one fresh entry of the page-answer cache may be kept as HTML
  // beside it: the document cache (server/web/document-cache) keeps only what is declared so.
  const alone = !search && !body.editor && Object.keys(framePages).length === 0;
  if (!auth.token && !loggedIn && alone && load.source) {
    context.cache.keep({
      page: load.source,
      renderedAt: body.renderedAt,
      expiresAt: body.expiresAt,
    });
  }
  // Widgets are resolved first (their parsed data holds actions too), then every action the page
  // may post back is signed: the one place pages leave the BFF. The editor reads whole cells.
  if (body.editor) return data(signActionsIn(prepareCells(body)), { headers });
  const { page, ...rest } = body;
  const prepared = signActionsIn(prepareCells(rest, { slim: true }));
  return data({ ...prepared, page: preparedPage(page, prepareCells) }, { headers });
}
