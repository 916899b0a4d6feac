import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import type { ClientLoaderFunctionArgs, ShouldRevalidateFunction } from "@remix-run/react";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import type { PageResponse } from "~/contract";
import {
  getBrowserPageStore,
  browserPageStoreClientLoader,
} from "~/browser-page-store/browser-page-store-client";
import type { PageRouteData } from "~/shared/frame-pages";
import { DRAWER_OPEN, DRAWER_PARAM, FRAME_PARAMS } from "~/shared/frame-url";
import { CrashState, NotFoundState } from "~/ui/PageStates";
import { loadStylesheets } from "./load-stylesheets";
import { pageStylesheets } from "./page-stylesheets";
import { PageView } from "./PageView";

/** The component, meta, headers and error boundary shared by the index and catch-all routes. */
export function PageRouteComponent() {
  const data = useLoaderData<PageRouteData & { fromCache?: boolean }>();
  return (
    <PageView
      page={data.page}
      fromCache={data.fromCache ?? false}
      framePages={data.framePages ?? {}}
      drawerOpen={data.drawerOpen ?? false}
      renderedAt={data.renderedAt}
    />
  );
}

/**
 * Spec 01 section 9, the browser page store: a browser back or forward to a page that is cached,
 * unexpired and not invalidated shows it at once, without asking the server. Everything else
 * (push, replace, revalidation after an action, a miss) asks the server, and the first paint is
 * always the server's (no `hydrate` flag). Pages that need secondary pages (a modal or drawer in
 * the address, a navigation drawer or right pane) are not taken from the cache: only the main page
 * is stored.
 */
export async function pageClientLoader(args: ClientLoaderFunctionArgs) {
  const loaded = await browserPageStoreClientLoader(
    { request: args.request, serverLoader: () => args.serverLoader<PageRouteData>() },
    getBrowserPageStore,
    (url, cached) =>
      !FRAME_PARAMS.some((name) => url.searchParams.has(name)) &&
      !cached.page.navigationDrawer &&
      !cached.page.rightPane,
  );
  const shown =
    "fromCache" in loaded && loaded.fromCache
      ? { ...loaded, framePages: {}, drawerOpen: false, renderedAt: Date.now() }
      : loaded;
  // The page commits once its widgets' own stylesheets apply: no unstyled flash (decision 074).
  await loadStylesheets(pageStylesheets(shown));
  return shown;
}

/** The query without one parameter's value `open` of the drawer (the toggle, not a page). */
function pageQuery(url: URL): string {
  const query = new URLSearchParams(url.search);
  if (query.get(DRAWER_PARAM) === DRAWER_OPEN) query.delete(DRAWER_PARAM);
  query.sort();
  return query.toString();
}

/**
 * The navigation drawer's `?drawer=open` (its no-JavaScript toggle) changes nothing the loader
 * fetches: going to or from it does not load the page again. Everything else revalidates as usual
 * (opening or closing a modal fetches again: closing with onClose RELOAD must).
 */
export const pageShouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (
    !formMethod &&
    // The same address is a revalidation (an edit, another tab's page-reload): it loads again.
    currentUrl.href !== nextUrl.href &&
    currentUrl.pathname === nextUrl.pathname &&
    pageQuery(currentUrl) === pageQuery(nextUrl)
  ) {
    return false;
  }
  return defaultShouldRevalidate;
};

export const pageMeta: MetaFunction = ({ data, error }) => {
  const page = (data as { page?: PageResponse } | undefined)?.page;
  const title = page?.pageData.title;
  // Not shown: the loader's title says what the page is and why (a page this visitor may not
  // see), else the boundary's not-found state.
  if (!page) {
    const named = isRouteErrorResponse(error) && (error.data as { title?: string }).title;
    return [{ title: `${named || "Page not found"} | Career Learning` }];
  }
  const tags: ReturnType<MetaFunction> = [
    { title: title ? `${title} | Career Learning` : "Career Learning" },
  ];
  if (page.pageData.description)
    tags.push({ name: "description", content: page.pageData.description });
  // The stylesheets of the widget kinds the page shows, render-blocking in the head (decision 074).
  for (const href of pageStylesheets(data as PageRouteData))
    tags.push({ tagName: "link", rel: "stylesheet", href });
  return tags;
};

/** Server-Timing and Cache-Control come from the loader, also when it threw. */
export const pageHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const source = errorHeaders ?? loaderHeaders;
  const headers = new Headers();
  for (const name of ["Cache-Control", "Server-Timing"]) {
    const value = source.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};

/** Unknown page or failing upstream: the spec's not-found text; anything else: the crash page. */
export function PageErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status !== 500) {
    const requestId = (error.data as { requestId?: string } | undefined)?.requestId;
    return <NotFoundState requestId={error.status === 404 ? undefined : requestId} />;
  }
  return <CrashState />;
}
