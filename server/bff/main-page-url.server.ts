import { EDIT_MODE_PARAM } from "~/contract/editor-values";
import { SEARCH_FIELDS, SEARCH_QUERY_PARAMS } from "~/contract/search";
import { withoutFrameParams } from "~/shared/frame-url";

/** The search of a page address: `searchKey` (present, even blank) and `category`, else nothing. */
export function readPageSearch(
  query: URLSearchParams,
): { searchKey: string; category: string } | undefined {
  const searchKey = query.get(SEARCH_FIELDS.searchKey);
  if (searchKey === null) return undefined;
  return { searchKey, category: query.get(SEARCH_FIELDS.category) ?? "" };
}

/**
 * The address the main page of a page route is fetched with (page-route.server.ts, and the
 * document cache when it asks upstream before a render): without the frame's parameters, without
 * the search bar's when its form was sent (they belong to the search, not to the page), and
 * without the edit switch (the BFF's, not part of the page's context).
 */
export function mainPageUrl(url: URL): URL {
  const main = new URL(url);
  const query = withoutFrameParams(url.searchParams);
  if (readPageSearch(url.searchParams)) for (const name of SEARCH_QUERY_PARAMS) query.delete(name);
  query.delete(EDIT_MODE_PARAM);
  main.search = query.toString();
  return main;
}
