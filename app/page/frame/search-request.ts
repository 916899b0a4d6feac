import { SOMETHING_WENT_WRONG } from "~/actions/client-actions";
import type { ServerAction } from "~/contract/primitives";
import type { SearchResult } from "~/contract/search";
import { SEARCH_FIELDS, SEARCH_ROUTE } from "~/contract/values";

/**
 * The BFF's own answers, already validated against the contract on the server (search.server.ts):
 * the browser only checks their shape, so zod stays out of the client bundle.
 */
function messageOf(json: unknown): string {
  const message = (json as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : "";
}

function resultsOf(json: unknown): SearchResult[] | undefined {
  const results = (json as { searchResponse?: unknown } | null)?.searchResponse;
  return Array.isArray(results)
    ? results.filter((r): r is SearchResult => typeof r === "object" && r !== null)
    : undefined;
}

export type SearchAnswer =
  | { kind: "results"; results: SearchResult[] }
  | { kind: "failed"; message: string }
  /** Superseded by a newer search or left: nothing to show. */
  | { kind: "aborted" };

/**
 * One search through the BFF (POST /api/search, CSRF-checked): the bar's text, trimmed, in the
 * chosen category. A refusal shows the BFF's message; anything unreadable "Something went wrong".
 */
export async function requestSearch(
  input: { csrf: string; action: ServerAction; text: string; category: string },
  signal: AbortSignal,
): Promise<SearchAnswer> {
  const body = new URLSearchParams({
    csrf: input.csrf,
    [SEARCH_FIELDS.action]: JSON.stringify(input.action),
    [SEARCH_FIELDS.searchKey]: input.text.trim(),
    [SEARCH_FIELDS.category]: input.category,
  });
  try {
    const res = await fetch(SEARCH_ROUTE, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
      signal,
    });
    const json: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      return { kind: "failed", message: messageOf(json) || SOMETHING_WENT_WRONG };
    }
    const results = resultsOf(json);
    return results
      ? { kind: "results", results }
      : { kind: "failed", message: SOMETHING_WENT_WRONG };
  } catch {
    return signal.aborted ? { kind: "aborted" } : { kind: "failed", message: SOMETHING_WENT_WRONG };
  }
}
