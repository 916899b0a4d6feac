import { useMatches } from "@remix-run/react";
import type { ServerSearch } from "~/contract/search";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** Loader data comes over the wire: only a well-formed search is used. */
function asServerSearch(value: unknown): ServerSearch | undefined {
  if (!isRecord(value)) return undefined;
  const { searchKey, category, outcome } = value;
  if (typeof searchKey !== "string" || typeof category !== "string") return undefined;
  if (outcome === undefined) return { searchKey, category };
  if (isRecord(outcome) && outcome.kind === "results" && Array.isArray(outcome.results)) {
    return { searchKey, category, outcome: { kind: "results", results: outcome.results } };
  }
  if (isRecord(outcome) && outcome.kind === "failed" && typeof outcome.message === "string") {
    return { searchKey, category, outcome: { kind: "failed", message: outcome.message } };
  }
  return undefined;
}

/**
 * The search the page loader ran for this address (PageRouteData.search: the search bar's GET
 * form, sent without JavaScript), read from the deepest route that loaded a page. The bar finds
 * it itself, so whatever renders the bar needs to pass nothing on.
 */
export function useServerSearch(): ServerSearch | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data: unknown = matches[i].data;
    if (isRecord(data) && "page" in data) return asServerSearch(data.search);
  }
  return undefined;
}
