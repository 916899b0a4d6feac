import { z } from "zod";
import { SEARCH_FIELDS, SEARCH_QUERY_PARAMS, SEARCH_ROUTE } from "./values";
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

export { SEARCH_FIELDS, SEARCH_QUERY_PARAMS, SEARCH_ROUTE };

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
