import { ACTION_FIELDS } from "~/shared/action-result";
import { CSRF_FIELD } from "../csrf.server";
import { PENDING_ACTION_TTL_MS, takeReplayForm } from "../pending-action.server";
import { pendingActionSchema, sessionCookies, type AppSession } from "../session.server";

/**
 * After login, a form kept for a logged-out visitor waits in the session as `replayForm`
 * (decision 004). Nothing is posted on the user's behalf by the login redirect: the page offers
 * to continue, and its REPLAY post runs the kept form once, through the same checks as a new one.
 */
export interface ReplayOffer {
  intent: string;
  formId?: string;
}

/** For the page loader: the kept form waiting on this path (not taken). */
export function replayOfferOf(
  session: AppSession,
  path: string,
  now = Date.now(),
): ReplayOffer | undefined {
  const parsed = pendingActionSchema.safeParse(session.get("replayForm"));
  if (!parsed.success || parsed.data.kind !== "FORM") return undefined;
  const kept = parsed.data;
  const age = now - kept.savedAt;
  if (age < 0 || age > PENDING_ACTION_TTL_MS) return undefined;
  if (kept.path.split("?")[0] !== path.split("?")[0]) return undefined;
  const formId = kept.fields[ACTION_FIELDS.formId];
  return { intent: kept.intent, formId: formId || undefined };
}

export interface TakenReplay {
  intent: string;
  form: FormData;
  /** The session without the kept form: the cookie that makes the replay single use. */
  setCookies: string[];
}

/** Takes the kept form of this path (once) as a form again, with this post's CSRF token. */
export async function takeReplay(
  session: AppSession,
  path: string,
  csrf: FormDataEntryValue | null,
): Promise<TakenReplay | undefined> {
  const kept = takeReplayForm(session, path);
  if (!kept) return undefined;
  const form = new FormData();
  if (typeof csrf === "string") form.set(CSRF_FIELD, csrf);
  form.set(ACTION_FIELDS.intent, kept.intent);
  for (const [name, value] of Object.entries(kept.fields)) form.append(name, value);
  return { intent: kept.intent, form, setCookies: await sessionCookies(session) };
}

/** The same request with the session cookie of `setCookie`, so later reads see the taken form gone. */
export function withSessionCookie(request: Request, setCookie: string | undefined): Request {
  if (!setCookie) return request;
  const pair = setCookie.split(";")[0];
  const name = pair.slice(0, pair.indexOf("="));
  const others = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${name}=`));
  const headers = new Headers(request.headers);
  headers.set("cookie", [...others, pair].join("; "));
  return new Request(request.url, { method: request.method, headers, signal: request.signal });
}
