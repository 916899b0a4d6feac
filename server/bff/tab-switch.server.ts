import { z } from "zod";
import { callUpstreamAsUser } from "./auth.server";
import { readCheckedForm } from "./csrf.server";
import { getEnv } from "./env.server";
import { appendSetCookie } from "./session.server";
import { failureText } from "./upstream-error.server";

/**
 * Spec 01 section 5, the contest tab-switch rule: when the user comes back to a contest tab, the
 * page's tabChangeTracker action is called upstream with its request object plus `url`, the
 * address of the page. The browser posts here (POST /api/tab-switch, a form with the CSRF field)
 * because only the BFF holds the user's upstream token.
 *
 * The action's uri comes from the browser, so it is held to an upstream *path*: never an
 * absolute or protocol-relative address, no backslashes, no dot segments, no fragment, no
 * characters outside a URL path and query. It is appended to UPSTREAM_URL, so an absolute URI
 * or "@host" could otherwise turn this route into a request forger for any host.
 */
export const TAB_SWITCH_FIELDS = {
  uri: "uri",
  requestObject: "requestObject",
  page: "page",
} as const;

const MAX_URI = 512;
const MAX_PAGE = 2048;
const MAX_REQUEST_OBJECT = 16 * 1024;

const PATH_AND_QUERY =
  /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*(\?[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*)?$/;

/** Whether a uri may be called upstream: a same-host path (plus query), nothing else. */
export function isSafeUpstreamPath(uri: string): boolean {
  if (uri.length === 0 || uri.length > MAX_URI || !PATH_AND_QUERY.test(uri)) return false;
  const path = uri.split("?")[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  // Dot segments (also percent-encoded) could climb out of the API prefix.
  return !decoded.split(/[/\\]/).some((segment) => segment === "..") && !decoded.includes("\\");
}

const jsonObject = z
  .string()
  .max(MAX_REQUEST_OBJECT)
  .transform((text, ctx) => {
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === "object" && !Array.isArray(value)) {
        return value as Record<string, unknown>;
      }
    } catch {
      // reported below
    }
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: "requestObject must be a JSON object" });
    return z.NEVER;
  });

export const tabSwitchFormSchema = z.object({
  uri: z.string().trim().refine(isSafeUpstreamPath, "uri must be a path on the platform API"),
  requestObject: jsonObject.optional(),
  page: z
    .string()
    .max(MAX_PAGE)
    .refine(
      (p) => p.startsWith("/") && !p.startsWith("//") && !p.includes("\\"),
      "page must be a path",
    ),
});
export type TabSwitchForm = z.infer<typeof tabSwitchFormSchema>;

/** The upstream body: the request object plus url, the page's full address on the product's site. */
export function tabSwitchBody(form: TabSwitchForm, siteOrigin: string): Record<string, unknown> {
  return { ...form.requestObject, url: new URL(form.page, `${siteOrigin}/`).href };
}

const noStore = { "Cache-Control": "no-store" };

function jsonAnswer(body: { message: string }, status: number, headers: Headers): Response {
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(body), { status, headers });
}

function fieldsOf(form: FormData): Record<string, string | undefined> {
  const pick = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return {
    uri: pick(TAB_SWITCH_FIELDS.uri),
    requestObject: pick(TAB_SWITCH_FIELDS.requestObject) || undefined,
    page: pick(TAB_SWITCH_FIELDS.page),
  };
}

/**
 * readCheckedForm throws data({message}, {status}) for a CSRF failure (403) or an oversized form
 * (413); a resource route would turn that into a bare error, so it is answered here as JSON.
 */
function refusedForm(error: unknown): Response {
  const thrown = error as { data?: { message?: unknown }; init?: { status?: number } } | null;
  const status = thrown?.init?.status;
  const message = thrown?.data?.message;
  if (typeof status !== "number" || typeof message !== "string") throw error;
  return jsonAnswer({ message }, status, new Headers(noStore));
}

/** POST /api/tab-switch: 204 when upstream took it, else a status and { message }. */
export async function handleTabSwitch(request: Request): Promise<Response> {
  let form: FormData;
  try {
    form = await readCheckedForm(request);
  } catch (error) {
    return refusedForm(error);
  }
  const parsed = tabSwitchFormSchema.safeParse(fieldsOf(form));
  if (!parsed.success) {
    const message = parsed.error.issues.map((issue) => issue.message).join("; ");
    return jsonAnswer({ message }, 400, new Headers(noStore));
  }
  const { result, settlement } = await callUpstreamAsUser(request, {
    path: parsed.data.uri,
    method: "POST",
    body: tabSwitchBody(parsed.data, getEnv().SITE_ORIGIN),
    schema: z.unknown(),
  });
  const headers = new Headers(noStore);
  appendSetCookie(headers, ...settlement.setCookies);
  if (result.ok) return new Response(null, { status: 204, headers });
  const status = result.error.kind === "timeout" ? 504 : 502;
  console.warn(
    JSON.stringify({
      level: "warn",
      event: "tab-switch-failed",
      kind: result.error.kind,
      status: result.error.status,
    }),
  );
  return jsonAnswer({ message: failureText(result.error) }, status, headers);
}
