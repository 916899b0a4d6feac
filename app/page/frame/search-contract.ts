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
export const SEARCH_FIELDS = { uri: "uri", searchKey: "searchKey", category: "category" } as const;

/** The BFF's own route for search calls. */
export const SEARCH_ROUTE = "/api/search";
