import type { SearchResult, ServerSearch } from "~/contract/search";
import { SEARCH_QUERY_PARAMS } from "~/contract/values";
import {
  SEARCH_CATEGORIES_TITLE,
  SEARCH_LOADING_TEXT,
  SEARCH_NO_RESULTS_TEXT,
} from "~/contract/page-texts";

/** Spec 01 sections 4, 8 and 9: the search bar's timing, texts and rules. */
export const SEARCH_DEBOUNCE_MS = 300;
export { SEARCH_CATEGORIES_TITLE, SEARCH_LOADING_TEXT, SEARCH_NO_RESULTS_TEXT };

export const searchPlaceholder = (categoryName: string | undefined) =>
  categoryName ? `Search by ${categoryName}` : "Search";

/** Blank search text is ignored (spec 01 section 5). */
export const isBlankSearch = (text: string) => text.trim() === "";

export type SearchStatus = "idle" | "loading" | "done" | "failed";

export interface SearchState {
  text: string;
  categoryKey: string;
  /** A search has run for the text as it is now; typing resets it (spec 01 section 4). */
  performed: boolean;
  status: SearchStatus;
  results: SearchResult[];
  /** Whether the result dropdown is open. */
  open: boolean;
  error: string | null;
  /** The search whose answer is awaited; answers of older searches are dropped. */
  pendingId: number;
}

export type SearchEvent =
  | { type: "typed"; text: string }
  | { type: "categoryChanged"; key: string }
  | { type: "started"; id: number }
  | { type: "succeeded"; id: number; results: SearchResult[] }
  | { type: "failed"; id: number; message: string }
  /** A click outside or Escape: the dropdown closes and its results go. */
  | { type: "closed" }
  /** The clear button or a chosen result: the text goes too. */
  | { type: "cleared" }
  /** A new address: the bar starts again from what its loader searched (or from nothing). */
  | { type: "reset"; state: SearchState };

export function initialSearchState(categoryKey: string): SearchState {
  return {
    text: "",
    categoryKey,
    performed: false,
    status: "idle",
    results: [],
    open: false,
    error: null,
    pendingId: 0,
  };
}

const withoutResults = (state: SearchState): SearchState => ({
  ...state,
  performed: false,
  status: "idle",
  results: [],
  open: false,
  error: null,
  // Any answer still on its way belongs to a search the user has left.
  pendingId: state.pendingId + 1,
});

export function searchReducer(state: SearchState, event: SearchEvent): SearchState {
  switch (event.type) {
    case "typed":
      if (isBlankSearch(event.text)) return { ...withoutResults(state), text: event.text };
      // The answer of a search for the old text must not mark the new text as searched.
      return {
        ...state,
        text: event.text,
        performed: false,
        status: state.status === "loading" ? "idle" : state.status,
        pendingId: state.pendingId + 1,
      };
    case "categoryChanged":
      return { ...withoutResults(state), categoryKey: event.key };
    case "started":
      return { ...state, status: "loading", open: true, error: null, pendingId: event.id };
    case "succeeded":
      if (event.id !== state.pendingId) return state;
      return { ...state, status: "done", performed: true, results: event.results, open: true };
    case "failed":
      if (event.id !== state.pendingId) return state;
      return { ...state, status: "failed", performed: true, results: [], error: event.message };
    case "closed":
      return withoutResults(state);
    case "cleared":
      return { ...withoutResults(state), text: "" };
    case "reset":
      // Still newer than any answer on its way.
      return { ...event.state, pendingId: state.pendingId + 1 };
  }
}

/**
 * The bar's state for a page address: the search the loader ran for it (the no-JavaScript form
 * came back with searchKey and category), shown as if the browser had run it; else empty.
 */
export function searchStateFrom(
  server: ServerSearch | undefined,
  firstCategoryKey: string,
): SearchState {
  const state = initialSearchState(server?.category || firstCategoryKey);
  if (!server) return state;
  const outcome = server.outcome;
  if (!outcome) return { ...state, text: server.searchKey };
  return outcome.kind === "results"
    ? {
        ...state,
        text: server.searchKey,
        performed: true,
        open: true,
        status: "done",
        results: outcome.results,
      }
    : {
        ...state,
        text: server.searchKey,
        performed: true,
        open: true,
        status: "failed",
        error: outcome.message,
      };
}

/** The address's query without the search bar's parameters (what clearing the search goes to). */
export function withoutSearchQuery(search: string): URLSearchParams {
  const query = new URLSearchParams(search);
  for (const name of SEARCH_QUERY_PARAMS) query.delete(name);
  return query;
}

export type DropdownView =
  | { kind: "hidden" }
  | { kind: "loading" }
  | { kind: "empty" }
  | { kind: "failed"; message: string }
  | { kind: "results"; results: SearchResult[] };

/** What the result dropdown shows for a state. */
export function dropdownView(state: SearchState): DropdownView {
  if (!state.open) return { kind: "hidden" };
  if (state.status === "loading") return { kind: "loading" };
  if (state.status === "failed") return { kind: "failed", message: state.error ?? "" };
  if (state.results.length > 0) return { kind: "results", results: state.results };
  return state.performed ? { kind: "empty" } : { kind: "hidden" };
}

export interface SearchScheduler {
  /** The text changed: with autoIncrementSearch a search runs once typing has paused 300 ms. */
  typed(text: string): void;
  /** Enter or the search icon: searches at once; false (and nothing runs) for blank text. */
  submit(text: string): boolean;
  /** Drops a search that is waiting for the pause (unmount, clear, outside click). */
  cancel(): void;
}

export function createSearchScheduler(
  run: (text: string) => void,
  options: { autoIncrementSearch: boolean; delayMs?: number },
): SearchScheduler {
  const delayMs = options.delayMs ?? SEARCH_DEBOUNCE_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    typed(text) {
      cancel();
      if (!options.autoIncrementSearch || isBlankSearch(text)) return;
      timer = setTimeout(() => {
        timer = undefined;
        run(text);
      }, delayMs);
    },
    submit(text) {
      cancel();
      if (isBlankSearch(text)) return false;
      run(text);
      return true;
    },
    cancel,
  };
}
