import type { AppLoadContext, data } from "@remix-run/node";
import type { ActionResult } from "~/shared/action-result";
import type { ServerAction } from "~/contract";
import type { SessionAuth } from "../session.server";

/** What the dispatcher hands a handler once CSRF, intent and login have been checked. */
export interface ActionContext {
  request: Request;
  form: FormData;
  intent: string;
  /** The posted server action description, parsed leniently; its uri already path-checked. */
  action: ServerAction | undefined;
  auth: SessionAuth;
  /** The request context (docs/decisions/039): its upstream client and session. */
  context: AppLoadContext;
}

/**
 * A handler answers with `data(ActionResult, { status, headers })` or a `redirect`. It never
 * throws for bad input or upstream failures: those are results with a message.
 */
export type ActionAnswer = Response | ReturnType<typeof data<ActionResult>>;
export type ActionHandler = (ctx: ActionContext) => Promise<ActionAnswer>;

export type { ActionResult };
