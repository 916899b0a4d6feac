import { z } from "zod";
import { looseObject, opt, tolerantArray } from "~/contract/lenient";
import { serverActionSchema, textDataSchema } from "~/contract/primitives";

/**
 * Spec 01 section 3: one item of a search answer. Read leniently: an item without usable text is
 * dropped by the list, unknown fields are kept.
 */
export const searchResultSchema = looseObject({
  textData: opt(textDataSchema),
  /** The optional extra text under the sub text. */
  subText: opt(z.string()),
  colorTextData: opt(looseObject({ text: opt(z.string()), textColor: opt(z.string()) })),
  action: opt(serverActionSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** The answer of upstream and of our /api/search: {searchResponse: [...]}; null means none. */
export const searchResponseSchema = looseObject({
  searchResponse: opt(tolerantArray(searchResultSchema)),
}).transform((answer) => ({ searchResponse: answer.searchResponse ?? [] }));

/** The form fields the browser posts to /api/search (plus "csrf"). */
/** `action`: the search bar's action as the page gave it (signed by the BFF). */
export const SEARCH_FIELDS = {
  action: "action",
  searchKey: "searchKey",
  category: "category",
} as const;

/** The BFF's own route for search calls. */
export const SEARCH_ROUTE = "/api/search";

/**
 * The no-JavaScript search (spec 01 section 2.3): the search bar is a GET form on the page's own
 * address with these two parameters; the page loader runs the search and hands the outcome to
 * the bar in its loader data. Never the csrf token or the search uri: the address is shared and
 * stored in history, and the uri comes from the page itself.
 */
export const SEARCH_QUERY_PARAMS = [SEARCH_FIELDS.searchKey, SEARCH_FIELDS.category] as const;

/** What one server-side search came to. */
export type SearchOutcome =
  { kind: "results"; results: SearchResult[] } | { kind: "failed"; message: string };

/** The search of the address, as the page loader ran it. */
export interface ServerSearch {
  /** The text as it was typed (the box shows it again). */
  searchKey: string;
  /** A category key of the page's search bar (an unknown one becomes the first). */
  category: string;
  /** Absent when the text was blank: blank text is ignored (spec 01 section 5). */
  outcome?: SearchOutcome;
}
