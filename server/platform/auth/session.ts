import type { IncomingHttpHeaders } from "node:http";
import type { UserRepository } from "../db/users";
import { HttpError } from "../http/json";
import type { Session } from "../http/route";
import type { TokenService } from "./tokens";
import { userStateHash } from "./user-info";

export const SESSION_EXPIRED_MESSAGE = "Your session has expired. Please log in again.";
export const LOGIN_REQUIRED_MESSAGE = "Login required";
export const USER_STATE_HASH_HEADER = "x-user-state-hash";

export type { Session };

/**
 * The token a request carries: `auth-header: {token}` (spec 02 section 7), else
 * `Authorization: Bearer {token}`. Empty values count as no token.
 */
export function readToken(headers: IncomingHttpHeaders): string | undefined {
  const direct = headers["auth-header"];
  const fromAuthHeader = (Array.isArray(direct) ? direct[0] : direct)?.trim();
  if (fromAuthHeader) return fromAuthHeader;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? "");
  return bearer?.[1];
}

/**
 * Resolves the request's user before any route runs. No token: undefined (anonymous). A token
 * that is unknown, expired, revoked or whose user is gone: 401, whatever the endpoint.
 */
export function resolveSession(
  headers: IncomingHttpHeaders,
  tokens: TokenService,
  users: UserRepository,
): Session | undefined {
  const token = readToken(headers);
  if (token === undefined) return undefined;
  const userId = tokens.userIdOf(token);
  const user = userId === undefined ? undefined : users.findById(userId);
  if (!user) throw new HttpError(401, { errorMessage: SESSION_EXPIRED_MESSAGE });
  return { token, user, hash: userStateHash(user) };
}

/** For endpoints that need a user: the session, or 401 "Login required" for anonymous calls. */
export function requireSession(session: Session | undefined): Session {
  if (!session) throw new HttpError(401, { errorMessage: LOGIN_REQUIRED_MESSAGE });
  return session;
}
