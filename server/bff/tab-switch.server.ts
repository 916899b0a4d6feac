import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { callUpstreamAsUser } from "./auth.server";
import { readCheckedForm, refusedFormJson } from "./csrf.server";
import { getEnv } from "./env.server";
import {
  INVALID_ACTION_MESSAGE,
  isActionApiPath,
  parseActionJson,
  requestObjectOf,
} from "./actions/payload.server";
import { appendSetCookie } from "./session.server";
import { failureText } from "./upstream-error.server";
import { logger } from "../shared/logger";

/**
 * Spec 01 section 5, the contest tab-switch rule: when the user comes back to a contest tab, the
 * page's tabChangeTracker action is called upstream with its request object plus `url`, the
 * address of the page. The browser posts here (POST /api/tab-switch, a form with the CSRF field)
 * because only the BFF holds the user's upstream token.
 *
 * The browser posts the tabChangeTracker action back as the page gave it, signed by the BFF
 * (docs/decisions/007-signed-actions.md): only a uri the upstream described is called, and it is
 * still held to an upstream *path* (no absolute or protocol-relative address, no backslashes, no
 * dot segments, nothing outside a URL path and query) outside the forbidden prefixes.
 */
export const TAB_SWITCH_FIELDS = {
  action: "action",
  page: "page",
} as const;

const MAX_PAGE = 2048;

export const tabSwitchPageSchema = z
  .string()
  .max(MAX_PAGE)
  .refine(
    (p) => p.startsWith("/") && !p.startsWith("//") && !p.includes("\\"),
    "page must be a path",
  );

export interface TabSwitchForm {
  uri: string;
  requestObject: Record<string, unknown>;
  page: string;
}

/** The upstream body: the request object plus url, the page's full address on the product's site. */
export function tabSwitchBody(form: TabSwitchForm, siteOrigin: string): Record<string, unknown> {
  return { ...form.requestObject, url: new URL(form.page, `${siteOrigin}/`).href };
}

const noStore = { "Cache-Control": "no-store" };

function jsonAnswer(body: { message: string }, status: number, headers: Headers): Response {
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(body), { status, headers });
}

/**
 * The signed tabChangeTracker action (its uri and request object as the page described them) and
 * the page path; anything else is refused with one message.
 */
function tabSwitchOf(form: FormData): TabSwitchForm | string {
  const action = parseActionJson(form.get(TAB_SWITCH_FIELDS.action));
  if (!action || !isActionApiPath(action.uri)) return INVALID_ACTION_MESSAGE;
  const page = tabSwitchPageSchema.safeParse(form.get(TAB_SWITCH_FIELDS.page));
  if (!page.success) return "page must be a path";
  return { uri: action.uri, requestObject: requestObjectOf(action), page: page.data };
}

/** POST /api/tab-switch: 204 when upstream took it, else a status and { message }. */
export async function handleTabSwitch(
  request: Request,
  context: AppLoadContext,
): Promise<Response> {
  let form: FormData;
  try {
    form = await readCheckedForm(request, context);
  } catch (error) {
    return refusedFormJson(error);
  }
  const parsed = tabSwitchOf(form);
  if (typeof parsed === "string") return jsonAnswer({ message: parsed }, 400, new Headers(noStore));
  const { result, settlement } = await callUpstreamAsUser(context, (upstream) =>
    upstream.described(parsed.uri, {
      body: tabSwitchBody(parsed, getEnv().SITE_ORIGIN),
      answer: z.unknown(),
    }),
  );
  const headers = new Headers(noStore);
  appendSetCookie(headers, ...settlement.setCookies);
  if (result.ok) return new Response(null, { status: 204, headers });
  const status = result.error.kind === "timeout" ? 504 : 502;
  logger.warn(
    { event: "tab-switch-failed", kind: result.error.kind, status: result.error.status },
    "tab switch failed",
  );
  return jsonAnswer({ message: failureText(result.error) }, status, headers);
}
