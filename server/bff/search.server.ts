import { z } from "zod";
import { searchResponseSchema } from "~/page/frame/search-contract";
import { callUpstreamAsUser } from "./auth.server";
import { readCheckedForm } from "./csrf.server";
import { appendSetCookie } from "./session.server";
import { failureText } from "./upstream-error.server";

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

const searchFormSchema = z.object({
  uri: z
    .string({ required_error: "The search address is missing." })
    .max(MAX_SEARCH_URI_LENGTH)
    .refine(isSafeSearchUri, "The search address must be a path of the platform API."),
  searchKey: z
    .string({ required_error: "Enter some text to search." })
    .max(MAX_SEARCH_KEY_LENGTH, `Search text must be at most ${MAX_SEARCH_KEY_LENGTH} characters.`)
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

const noStore = { "Cache-Control": "no-store" };
// A resource route answers Responses: under single fetch, data()'s status would be lost here.

/**
 * POST /api/search {csrf, uri, searchKey, category} (spec 01 section 7.2): CSRF and field checks,
 * then POST {uri}?searchKey=&category= upstream with the user's token; answers
 * {searchResponse: [...]} or {message} with 400 (bad fields), upstream's 4xx (401: the session
 * ended), 502 or 504 (upstream failed or timed out).
 */
export async function handleSearch(request: Request) {
  const form = await readCheckedForm(request);
  const parsed = searchFormSchema.safeParse({
    uri: form.get("uri") ?? undefined,
    searchKey: form.get("searchKey") ?? undefined,
    category: form.get("category") ?? undefined,
  });
  if (!parsed.success) {
    const fieldErrors = parsed.error.flatten().fieldErrors;
    const message = Object.values(fieldErrors).flat()[0] ?? "The search could not be read.";
    return Response.json({ message, fieldErrors }, { status: 400, headers: noStore });
  }
  const { uri, searchKey, category } = parsed.data;
  const { result, settlement } = await callUpstreamAsUser(request, {
    path: upstreamSearchPath(uri, searchKey.trim(), category),
    method: "POST",
    schema: searchResponseSchema,
  });
  const headers = new Headers(noStore);
  appendSetCookie(headers, ...settlement.setCookies);
  if (result.ok) return Response.json({ searchResponse: result.data.searchResponse }, { headers });
  const { error } = result;
  // A 4xx (401 included: the session has ended) is passed on; anything else is the gateway's.
  const status =
    error.kind === "http" && error.status >= 400 && error.status < 500
      ? error.status
      : error.kind === "timeout"
        ? 504
        : 502;
  console.warn(
    JSON.stringify({
      level: "warn",
      event: "search-failed",
      kind: error.kind,
      status: error.status,
    }),
  );
  return Response.json({ message: failureText(error) }, { status, headers });
}
