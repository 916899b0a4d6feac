import type { AppLoadContext } from "@remix-run/node";
import {
  endSessionCookies,
  sessionCookies,
  toSessionUser,
  type SessionAuth,
} from "./session.server";
import { type UpstreamResult } from "./upstream.server";
import { logger } from "../shared/logger";

/**
 * Spec 01 section 4, the server half of the cross-tab user state. Every upstream answer to a
 * call that carried the user's token is judged here:
 * - 401: the session ends;
 * - a successful answer without x-user-state-hash: the session ends (the "address check" of the
 *   spec always matches, as the BFF only calls its own upstream). Error answers without the
 *   header (a gateway's 502) teach nothing and change nothing;
 * - a different hash: the user info is fetched again (GET /api/v1/user/info) into the session;
 * - no hash stored yet: the answer's hash is adopted.
 */
export const USER_STATE_HEADER = "x-user-state-hash";

export type UserStateVerdict =
  | { kind: "anonymous" }
  | { kind: "unknown" }
  | { kind: "unchanged" }
  | { kind: "adopt"; hash: string }
  | { kind: "changed"; hash: string }
  | { kind: "ended"; reason: "unauthorized" | "missing-hash" };

export interface UpstreamAnswerFacts {
  /** Whether the call carried the user's token. */
  sentToken: boolean;
  sessionHash?: string;
  /** HTTP status of the answer; 0 when no answer arrived. */
  status: number;
  hash: string | null;
}

export function judgeUserState(facts: UpstreamAnswerFacts): UserStateVerdict {
  if (!facts.sentToken) return { kind: "anonymous" };
  if (facts.status === 401) return { kind: "ended", reason: "unauthorized" };
  if (facts.status === 0) return { kind: "unknown" };
  const ok = facts.status >= 200 && facts.status < 300;
  if (!facts.hash) return ok ? { kind: "ended", reason: "missing-hash" } : { kind: "unknown" };
  if (!facts.sessionHash) return { kind: "adopt", hash: facts.hash };
  return facts.hash === facts.sessionHash
    ? { kind: "unchanged" }
    : { kind: "changed", hash: facts.hash };
}

/** The facts of an answer (status 0: none arrived), for judgeUserState. */
export function answerFacts(
  status: number,
  headers: Headers | undefined,
  auth: Pick<SessionAuth, "token" | "userStateHash">,
): UpstreamAnswerFacts {
  const hash = headers?.get(USER_STATE_HEADER)?.trim() || null;
  return { sentToken: Boolean(auth.token), sessionHash: auth.userStateHash, status, hash };
}

/** The facts of a callUpstream result. */
export function resultFacts(
  result: UpstreamResult<unknown>,
  auth: Pick<SessionAuth, "token" | "userStateHash">,
): UpstreamAnswerFacts {
  const status = result.ok ? result.status : result.error.kind === "http" ? result.error.status : 0;
  return answerFacts(status, result.headers, auth);
}

/** What became of the session; `setCookies` go on the answer (appended). */
export type UserStateSettlement =
  | { kind: "kept"; setCookies: string[] }
  | { kind: "ended"; reason: "unauthorized" | "missing-hash"; setCookies: string[] }
  | { kind: "refreshed"; setCookies: string[]; recentlySynced: boolean };

/** Refreshes within this window do not ask for another round trip (loop guard). */
const RESYNC_GUARD_MS = 10_000;

function logEnd(reason: string) {
  logger.info({ event: "session-ended", reason }, "session ended");
}

/** Applies a verdict to the request's session: ends it, refreshes the user info, or stores the hash. */
export async function settleUserState(
  context: Pick<AppLoadContext, "session" | "upstream">,
  verdict: UserStateVerdict,
): Promise<UserStateSettlement> {
  const session = context.session.data;
  switch (verdict.kind) {
    case "ended":
      logEnd(verdict.reason);
      return {
        kind: "ended",
        reason: verdict.reason,
        setCookies: await endSessionCookies(session, "expired"),
      };
    case "adopt":
      session.set("userStateHash", verdict.hash);
      return { kind: "kept", setCookies: await sessionCookies(session) };
    case "changed": {
      const info = await context.upstream().call("userInfo", {});
      if (!info.ok) {
        if (info.error.kind === "http" && info.error.status === 401) {
          return settleUserState(context, { kind: "ended", reason: "unauthorized" });
        }
        // Try again on the next answer: the stored hash stays the old one.
        return { kind: "kept", setCookies: [] };
      }
      const lastSync = Number(session.get("userSyncedAt") ?? 0);
      session.set("user", toSessionUser(info.data));
      session.set("userStateHash", info.headers.get(USER_STATE_HEADER)?.trim() || verdict.hash);
      session.set("userSyncedAt", Date.now());
      return {
        kind: "refreshed",
        setCookies: await sessionCookies(session),
        recentlySynced: Date.now() - lastSync < RESYNC_GUARD_MS,
      };
    }
    default:
      return { kind: "kept", setCookies: [] };
  }
}
