import { CSRF_FIELD } from "./csrf.server";
import { pendingActionSchema, type AppSession, type PendingAction } from "./session.server";
import { safeReturnPath } from "~/shared/login-url";

/**
 * Spec 01 section 4: "An action saved as pending before login is replayed after success;
 * otherwise the page is invalidated and refreshed." The shapes (docs/decisions/004):
 *
 *   { kind: "NAVIGATION", uri, savedAt }                 a page that needed login
 *   { kind: "FORM", path, intent, fields, savedAt }      a form intent posted while logged out
 *
 * After login a NAVIGATION redirects to its uri. A FORM redirects to its path and is moved to
 * the session's `replayForm`, where that route's action handler takes it (takeReplayForm) to
 * run it with the user's consent; nothing is posted on the user's behalf by a redirect.
 */
export const PENDING_ACTION_TTL_MS = 15 * 60 * 1000;

const MAX_FIELDS = 30;
const MAX_VALUE = 1000;

export function savePendingNavigation(session: AppSession, uri: string, now = Date.now()): void {
  const safe = safeReturnPath(uri, "");
  if (!safe) return;
  session.set("pendingAction", { kind: "NAVIGATION", uri: safe, savedAt: now });
}

/** Keeps a form intent (text fields only, without the CSRF token) for after login. */
export function savePendingForm(
  session: AppSession,
  form: { path: string; intent: string; fields: FormData | Record<string, string> },
  now = Date.now(),
): void {
  const path = safeReturnPath(form.path, "");
  if (!path || !form.intent) return;
  const fields: Record<string, string> = {};
  const entries =
    form.fields instanceof FormData ? [...form.fields.entries()] : Object.entries(form.fields);
  for (const [name, value] of entries) {
    if (Object.keys(fields).length >= MAX_FIELDS) break;
    if (name === CSRF_FIELD || name === "intent" || typeof value !== "string") continue;
    if (name.length > 100 || name in fields) continue;
    fields[name] = value.slice(0, MAX_VALUE);
  }
  session.set("pendingAction", {
    kind: "FORM",
    path,
    intent: form.intent.slice(0, 100),
    fields,
    savedAt: now,
  });
}

function fresh(raw: unknown, now: number): PendingAction | undefined {
  const parsed = pendingActionSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const age = now - parsed.data.savedAt;
  return age >= 0 && age <= PENDING_ACTION_TTL_MS ? parsed.data : undefined;
}

/** Removes the pending action and returns it when it is still fresh. */
export function takePendingAction(
  session: AppSession,
  now = Date.now(),
): PendingAction | undefined {
  const action = fresh(session.get("pendingAction"), now);
  session.unset("pendingAction");
  return action;
}

/**
 * Where a successful login goes: the pending action's target, else the return path. A FORM
 * action is parked as `replayForm` for its route.
 */
export function afterLoginTarget(session: AppSession, returnTo: string, now = Date.now()): string {
  const pending = takePendingAction(session, now);
  if (pending?.kind === "NAVIGATION") return safeReturnPath(pending.uri, returnTo);
  if (pending?.kind === "FORM") {
    session.set("replayForm", { ...pending, savedAt: now });
    return safeReturnPath(pending.path, returnTo);
  }
  return returnTo;
}

function pathnameOf(pathAndSearch: string): string {
  return new URL(pathAndSearch, "http://x.invalid").pathname;
}

/**
 * A pending action belongs to the login prompt it opened. When a login starts for somewhere
 * else (the header's Login on another page, say), it is dropped, so an abandoned attempt from a
 * quarter of an hour ago does not hijack this login.
 */
export function dropUnrelatedPending(session: AppSession, loginTarget: string): void {
  const parsed = pendingActionSchema.safeParse(session.get("pendingAction"));
  if (!parsed.success) return;
  const action = parsed.data;
  const target = action.kind === "NAVIGATION" ? action.uri : action.path;
  if (pathnameOf(target) !== pathnameOf(loginTarget)) session.unset("pendingAction");
}

/** For a route's action handler: the form intent to replay on this path, once. */
export function takeReplayForm(
  session: AppSession,
  path: string,
  now = Date.now(),
): Extract<PendingAction, { kind: "FORM" }> | undefined {
  const action = fresh(session.get("replayForm"), now);
  if (!action || action.kind !== "FORM") return undefined;
  const samePath = action.path.split("?")[0] === path.split("?")[0];
  if (!samePath) return undefined;
  session.unset("replayForm");
  return action;
}
