import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { isForwardableActionPath, type PageResponse } from "~/contract";
import {
  SEARCH_FIELDS,
  searchResponseSchema,
  type SearchOutcome,
  type ServerSearch,
} from "~/contract/search";
import { parseActionJson } from "./actions/payload.server";
import { signActionsIn } from "./action-signature.server";
import { callUpstreamAsUser } from "./auth.server";
import { readCheckedForm } from "./csrf.server";
import type { RequestUpstream } from "./context/upstream-for-request.server";
import { appendSetCookie } from "./session.server";
import { readPageSearch } from "./main-page-url.server";
import { time, type Timings } from "./timing.server";
import type { UpstreamResult } from "./upstream.server";
import { failureText, type UpstreamError } from "./upstream-error.server";
import { logger } from "../shared/logger";

export const MAX_SEARCH_KEY_LENGTH = 200;
const MAX_SEARCH_URI_LENGTH = 512;

/**
 * The search action's uri is a path of the upstream API, never a URL: an absolute or
 * protocol-relative address, a backslash, a dot segment or an encoded character would let a
 * posted form point the server (with the user's token) somewhere else. Auth endpoints are refused
 * too, so this route cannot be used to reach them with the user's token.
 */
export function isSafeSearchUri(uri: string): boolean {
  if (!/^\/api\/[A-Za-z0-9/_-]+(\?[A-Za-z0-9_.~=&-]*)?$/.test(uri)) return false;
  const path = uri.split("?", 1)[0];
  if (path.includes("//")) return false;
  return !/^\/api\/v\d+\/auth(\/|$)/.test(path);
}

const SEARCH_KEY_TOO_LONG = `Search text must be at most ${MAX_SEARCH_KEY_LENGTH} characters.`;

const SEARCH_ADDRESS_REFUSED = "The search address must be a path of the platform API.";

/**
 * The search bar's action as the page gave it: signed by the BFF (docs/decisions/007), so only a
 * search uri the upstream described is called, and still only a plain API path.
 */
const searchActionSchema = z
  .string({ required_error: "The search address is missing." })
  .transform((raw, ctx) => {
    const action = parseActionJson(raw);
    const uri = action?.uri;
    if (
      !uri ||
      uri.length > MAX_SEARCH_URI_LENGTH ||
      !isSafeSearchUri(uri) ||
      !isForwardableActionPath(uri)
    ) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: SEARCH_ADDRESS_REFUSED });
      return z.NEVER;
    }
    return uri;
  });

const searchFormSchema = z.object({
  action: searchActionSchema,
  searchKey: z
    .string({ required_error: "Enter some text to search." })
    .max(MAX_SEARCH_KEY_LENGTH, SEARCH_KEY_TOO_LONG)
    .refine((text) => text.trim() !== "", "Enter some text to search."),
  category: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9_.:-]*$/, "Unknown search category.")
    .default(""),
});

/** The upstream path: the action's uri with searchKey (the typed text) and category set. */
export function upstreamSearchPath(uri: string, searchKey: string, category: string): string {
  const [path, query = ""] = uri.split("?", 2);
  const params = new URLSearchParams(query);
  params.set("searchKey", searchKey);
  if (category) params.set("category", category);
  return `${path}?${params.toString()}`;
}

function logSearchFailure(error: UpstreamError): void {
  logger.warn({ event: "search-failed", kind: error.kind, status: error.status }, "search failed");
}

const noStore = { "Cache-Control": "no-store" };
// A resource route answers Responses: under single fetch, data()'s status would be lost here.

/**
 * POST /api/search {csrf, action, searchKey, category} (spec 01 section 7.2): CSRF and field checks,
 * then POST {uri}?searchKey=&category= upstream with the user's token; answers
 * {searchResponse: [...]} or {message} with 400 (bad fields), upstream's 4xx (401: the session
 * ended), 502 or 504 (upstream failed or timed out).
 */
export async function handleSearch(request: Request, context: AppLoadContext) {
  const form = await readCheckedForm(request, context);
  const parsed = searchFormSchema.safeParse({
    action: form.get(SEARCH_FIELDS.action) ?? undefined,
    searchKey: form.get("searchKey") ?? undefined,
    category: form.get("category") ?? undefined,
  });
  if (!parsed.success) {
    const fieldErrors = parsed.error.flatten().fieldErrors;
    const message = Object.values(fieldErrors).flat()[0] ?? "The search could not be read.";
    return Response.json({ message, fieldErrors }, { status: 400, headers: noStore });
  }
  const { action: uri, searchKey, category } = parsed.data;
  const { result, settlement } = await callUpstreamAsUser(context, (upstream) =>
    upstream.described(upstreamSearchPath(uri, searchKey.trim(), category), {
      answer: searchResponseSchema,
    }),
  );
  const headers = new Headers(noStore);
  appendSetCookie(headers, ...settlement.setCookies);
  if (result.ok) {
    const searchResponse = signActionsIn(result.data.searchResponse);
    return Response.json({ searchResponse }, { headers });
  }
  const { error } = result;
  // A 4xx (401 included: the session has ended) is passed on; anything else is the gateway's.
  const status =
    error.kind === "http" && error.status >= 400 && error.status < 500
      ? error.status
      : error.kind === "timeout"
        ? 504
        : 502;
  logSearchFailure(error);
  return Response.json({ message: failureText(error) }, { status, headers });
}

function outcomeOf(result: UpstreamResult<z.output<typeof searchResponseSchema>>): SearchOutcome {
  if (result.ok) return { kind: "results", results: result.data.searchResponse };
  logSearchFailure(result.error);
  return { kind: "failed", message: failureText(result.error) };
}

/**
 * The search bar without JavaScript (spec 01 sections 2.3 and 7.2): its GET form comes back to
 * the page's address with searchKey and category, and the page loader runs the same upstream
 * call as POST /api/search. The search uri and the categories are the page's own (never taken
 * from the address); an unknown category becomes the first; blank text is not searched. Never
 * throws: a failed search is an outcome the bar shows, the page itself still renders.
 */
export async function searchForPage(
  upstream: RequestUpstream,
  page: PageResponse,
  query: URLSearchParams,
  options: { timings?: Timings } = {},
): Promise<ServerSearch | undefined> {
  const asked = readPageSearch(query);
  const bar = page.pageData.topNavigationBar?.categorizedSearchBar;
  const keys = (bar?.categories ?? []).map((c) => c.key);
  const uri = bar?.action?.uri;
  if (!asked || !uri || keys.length === 0) return undefined;
  const category = keys.includes(asked.category) ? asked.category : keys[0];
  const searchKey = asked.searchKey.slice(0, MAX_SEARCH_KEY_LENGTH + 1);
  const text = searchKey.trim();
  if (text === "") return { searchKey, category };
  if (searchKey.length > MAX_SEARCH_KEY_LENGTH) {
    return { searchKey, category, outcome: { kind: "failed", message: SEARCH_KEY_TOO_LONG } };
  }
  if (!isSafeSearchUri(uri)) return undefined;
  const call = () =>
    upstream().described(upstreamSearchPath(uri, text, category), { answer: searchResponseSchema });
  const result = options.timings
    ? await time(options.timings, "upstream-search", call)
    : await call();
  return { searchKey, category, outcome: outcomeOf(result) };
}
