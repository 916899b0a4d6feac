import type { z } from "zod";
import { credentialFree } from "../token-guard.server";
import { callUpstreamAsUser } from "../auth.server";
import type { UpstreamHeaderOptions } from "../headers.server";
import type { UpstreamResult } from "../upstream.server";
import type { ActionContext } from "./types.server";

export interface ActionCall<S extends z.ZodTypeAny> {
  path: string;
  body?: unknown;
  schema: S;
  headerOptions?: UpstreamHeaderOptions;
  /** For a call nobody waits for: its own signal, not the browser's request. */
  signal?: AbortSignal;
  /** The caller seals an AI interview follow-up's context (token-guard.server.ts). */
  sealsInterviewContext?: boolean;
}

/**
 * One upstream call of an action, on the user's behalf (their token, the user-state settlement):
 * the action endpoints may answer nothing (204) and word their errors as `{message, errors}`.
 * An answer holding a credential is refused here, for every action (token-guard.server.ts).
 */
export async function callForAction<S extends z.ZodTypeAny>(
  ctx: Pick<ActionContext, "request">,
  call: ActionCall<S>,
): Promise<{ result: UpstreamResult<z.output<S>>; setCookies: string[] }> {
  const { result, settlement } = await callUpstreamAsUser(ctx.request, {
    path: call.path,
    method: "POST",
    body: call.body ?? {},
    schema: credentialFree(call.schema, call.path, {
      sealsInterviewContext: call.sealsInterviewContext,
    }),
    headerOptions: call.headerOptions,
    signal: call.signal,
    allowEmpty: true,
    readMessageField: true,
  });
  return { result, setCookies: settlement.setCookies };
}
