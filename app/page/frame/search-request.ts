import { z } from "zod";
import { SOMETHING_WENT_WRONG } from "~/actions/client-actions";
import type { ServerAction } from "~/contract/primitives";
import {
  SEARCH_FIELDS,
  SEARCH_ROUTE,
  searchResponseSchema,
  type SearchResult,
} from "~/contract/search";

const errorAnswerSchema = z.object({ message: z.string() }).passthrough();

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
      const error = errorAnswerSchema.safeParse(json);
      const message = error.success && error.data.message ? error.data.message : "";
      return { kind: "failed", message: message || SOMETHING_WENT_WRONG };
    }
    const answer = searchResponseSchema.safeParse(json);
    return answer.success
      ? { kind: "results", results: answer.data.searchResponse }
      : { kind: "failed", message: SOMETHING_WENT_WRONG };
  } catch {
    return signal.aborted ? { kind: "aborted" } : { kind: "failed", message: SOMETHING_WENT_WRONG };
  }
}
