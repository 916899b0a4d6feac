import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import type { ServerAction } from "~/contract";
import { INVALID_INTERVIEW_LINK } from "~/contract/page-texts";
import { safeReturnPath } from "~/shared/login-url";
import { ACTION_FIELDS } from "~/shared/action-result";
import { parseActionJson } from "./actions/payload.server";
import { getEnv } from "./env.server";
import { appendSetCookie } from "./session.server";
import { cookieName, createSealedCookie } from "./sealed-cookie.server";

/**
 * The AI interview's context (spec 01 section 2.4: token, interviewId, useWebSocket,
 * useServerTTS, useServerVAD from the navigation action's context.data) travels server-side:
 * the page posts the (signed) navigation action here, the BFF keeps context.data in a sealed,
 * short-lived, httpOnly cookie scoped to /interview, and redirects to the interview's address
 * without a query. The token is never in an address, a log line or the page's HTML.
 */
const FLASH_COOKIE = "cl_iv";
const FLASH_SECONDS = 10 * 60;

const flag = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0"])])
  .optional()
  .transform((v) => v === true || v === "true" || v === "1");

export const interviewContextSchema = z.object({
  token: z.string().trim().min(1).max(2000),
  interviewId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,100}$/),
  useWebSocket: flag,
  useServerTTS: flag,
  useServerVAD: flag,
});
export type InterviewContext = z.output<typeof interviewContextSchema>;

/** Query parameters that would carry the context in the address: never read, always refused. */
export const CONTEXT_QUERY_NAMES = Object.keys(interviewContextSchema.shape);

function flashCookie() {
  const env = getEnv();
  return createSealedCookie(cookieName(FLASH_COOKIE, env.cookieSecure), {
    httpOnly: true,
    sameSite: "lax",
    secure: env.cookieSecure,
    path: "/",
    maxAge: FLASH_SECONDS,
    secrets: env.sessionSecrets,
    purpose: "interview-context",
  });
}

/** The context kept for this browser, while it lasts. */
export async function interviewContextOf(request: Request): Promise<InterviewContext | undefined> {
  const value: unknown = await flashCookie().parse(request.headers.get("cookie"));
  const kept = z.object({ context: interviewContextSchema, until: z.number() }).safeParse(value);
  if (!kept.success || kept.data.until < Date.now()) return undefined;
  return kept.data.context;
}

const INTERVIEW_PATH = /^\/interview\/[A-Za-z0-9_-][A-Za-z0-9_/-]{0,200}$/;

/**
 * A NAVIGATION to the interview that carries its context (a page's button, or the answer of
 * START_AI_INTERVIEW's call): the interview's path and the flash cookie that keeps the context;
 * undefined when it is not one.
 */
export async function sealInterviewNavigation(
  action: ServerAction | undefined | null,
): Promise<{ path: string; setCookie: string } | undefined> {
  const path = safeReturnPath(action?.uri?.split(/[?#]/)[0], "");
  const context = interviewContextSchema.safeParse(action?.context?.data);
  if (!action || action.type !== "NAVIGATION" || !INTERVIEW_PATH.test(path) || !context.success) {
    return undefined;
  }
  // The address names the interview the context is for: another id there is not this link.
  if (path.split("/")[2] !== context.data.interviewId) return undefined;
  const setCookie = await flashCookie().serialize({
    context: context.data,
    until: Date.now() + FLASH_SECONDS * 1000,
  });
  return { path, setCookie };
}

/** POST /interview/*: the signed navigation action in, the sealed context and a redirect out. */
export async function startInterview(form: FormData) {
  const sealed = await sealInterviewNavigation(parseActionJson(form.get(ACTION_FIELDS.action)));
  if (!sealed) return data({ message: INVALID_INTERVIEW_LINK }, { status: 400 });
  const headers = new Headers({ "Cache-Control": "no-store" });
  appendSetCookie(headers, sealed.setCookie);
  return redirect(sealed.path, { headers });
}
