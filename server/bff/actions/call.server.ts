import type { z } from "zod";
import type { UpstreamCallName } from "~/contract/calls";
import { credentialFree } from "../token-guard.server";
import { callUpstreamAsUser } from "../auth.server";
import type { RequestUpstreamOptions } from "../context/upstream-for-request.server";
import type { CallAnswer, CallBody, CallOptions } from "../upstream-client.server";
import type { UpstreamResult } from "../upstream.server";
import type { ActionContext } from "./types.server";

interface ActionCallSettings {
  headerOptions?: RequestUpstreamOptions;
  /** For a call nobody waits for: its own signal, not the browser's request. */
  signal?: AbortSignal;
  /** The caller seals an AI interview follow-up's context (token-guard.server.ts). */
  sealsInterviewContext?: boolean;
}

type ActionCallResult<T> = Promise<{ result: UpstreamResult<T>; setCookies: string[] }>;

/**
 * One upstream call of an action, by its catalogue name, on the user's behalf (their token, the
 * user-state settlement): the action endpoints may answer nothing (204) and word their errors as
 * `{message, errors}`. An answer holding a credential is refused here, for every action
 * (token-guard.server.ts).
 */
export async function callForAction<N extends UpstreamCallName>(
  ctx: Pick<ActionContext, "context">,
  name: N,
  call: ActionCallSettings & { body: CallBody<N> },
): ActionCallResult<CallAnswer<N>> {
  const { result, settlement } = await callUpstreamAsUser(
    ctx.context,
    (upstream) =>
      // Generic over N, TypeScript cannot check these options; the body's type is checked at
      // callForAction's own parameter, and credentialFree keeps the answer's type.
      upstream.call(name, {
        body: call.body,
        guard: (answer: z.ZodTypeAny) =>
          credentialFree(answer, name, { sealsInterviewContext: call.sealsInterviewContext }),
        signal: call.signal,
        allowEmpty: true,
        readMessageField: true,
      } as CallOptions<N>),
    call.headerOptions,
  );
  return { result, setCookies: settlement.setCookies };
}

/**
 * The same for a path a signed action description named (API_CALL, FORM_SUBMIT, status checks):
 * the client sends it only when it is an action path (upstream-client.server.ts).
 */
export async function callDescribedForAction<S extends z.ZodTypeAny>(
  ctx: Pick<ActionContext, "context">,
  path: string,
  call: ActionCallSettings & { body: Record<string, unknown>; answer: S },
): ActionCallResult<z.output<S>> {
  const { result, settlement } = await callUpstreamAsUser(
    ctx.context,
    (upstream) =>
      upstream.described(path, {
        body: call.body,
        answer: credentialFree(call.answer, path, {
          sealsInterviewContext: call.sealsInterviewContext,
        }),
        signal: call.signal,
        allowEmpty: true,
        readMessageField: true,
      }),
    call.headerOptions,
  );
  return { result, setCookies: settlement.setCookies };
}
