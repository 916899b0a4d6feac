import { useFormAction, useLocation } from "@remix-run/react";

/**
 * Where a page's action forms post: the page's own address (path and query, as a plain form
 * would) with `?index` on the index route, which Remix needs to pick the index route's action.
 * useFormAction gives the query and the index flag; the path is the address itself, so a
 * splat route (app/routes/$.tsx) posts to its full path whatever relative-path rules apply.
 */
export function usePageActionUrl(): string {
  const resolved = new URL(useFormAction(), "http://x.invalid");
  const { pathname } = useLocation();
  return `${pathname}${resolved.search}`;
}
