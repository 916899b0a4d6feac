import type { IncomingMessage, ServerResponse } from "node:http";
import type { Session } from "../auth/session";

/** What the server knows about a request before its route runs. */
export interface RequestContext {
  /** The signed-in user; undefined for anonymous requests (bad tokens never get this far). */
  session: Session | undefined;
}

export type Route = (
  req: IncomingMessage,
  res: ServerResponse,
  context: RequestContext,
) => Promise<void> | void;

/** path -> method -> route. */
export type RouteTable = Record<string, Partial<Record<string, Route>>>;
