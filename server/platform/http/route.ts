import type { IncomingMessage, ServerResponse } from "node:http";
import type { UserRecord } from "../db/users";

/** The signed-in user of a request (resolved by auth/session.ts before the route runs). */
export interface Session {
  token: string;
  user: UserRecord;
  /** userStateHash(user), sent back as x-user-state-hash. */
  hash: string;
}

/** What the server knows about a request before its route runs. */
export interface RequestContext {
  /** The signed-in user; undefined for anonymous requests (bad tokens never get this far). */
  session: Session | undefined;
  /** The visitor's address (http/client-address.ts): a visitor's identity for the code runner. */
  clientAddress: string;
}

export type Route = (
  req: IncomingMessage,
  res: ServerResponse,
  context: RequestContext,
) => Promise<void> | void;

/** path -> method -> route. */
export type RouteTable = Record<string, Partial<Record<string, Route>>>;
