import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import type { PageResponse } from "~/contract";
import { CrashState, NotFoundState } from "./PageStates";
import { PageView } from "./PageView";

/** The component, meta, headers and error boundary shared by the index and catch-all routes. */
export function PageRouteComponent() {
  const { page } = useLoaderData<{ page: PageResponse }>();
  return <PageView page={page} />;
}

export const pageMeta: MetaFunction = ({ data }) => {
  const page = (data as { page?: PageResponse } | undefined)?.page;
  const title = page?.pageData.title;
  if (!page) return [{ title: "Page not found" }];
  const tags: ReturnType<MetaFunction> = [
    { title: title ? `${title} | Career Learning` : "Career Learning" },
  ];
  if (page.pageData.description)
    tags.push({ name: "description", content: page.pageData.description });
  return tags;
};

/** Server-Timing and Cache-Control come from the loader, also when it threw. */
export const pageHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const source = errorHeaders ?? loaderHeaders;
  const headers = new Headers();
  for (const name of ["Cache-Control", "Server-Timing", "X-Request-Id"]) {
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
