import type { AppLoadContext } from "@remix-run/node";
import type { UpstreamStreamResult } from "../upstream.server";
import { answerFacts, judgeUserState, settleUserState } from "../user-state.server";

/**
 * A binary call on the user's behalf (DOWNLOAD): like callUpstreamAsUser, the token goes as
 * auth-header and the answer's user state is settled (a 401 ends the session), but the answer's
 * body is a stream handed on to the browser.
 */
export async function callStreamAsUser(
  context: AppLoadContext,
  call: { path: string; body: Record<string, unknown> },
): Promise<{ result: UpstreamStreamResult; setCookies: string[] }> {
  const auth = context.session.auth;
  const result = await context.upstream().describedStream(call.path, {
    body: call.body,
    headers: { accept: "*/*" },
    readMessageField: true,
  });
  const status = result.ok ? result.status : result.error.kind === "http" ? result.error.status : 0;
  const verdict = judgeUserState(answerFacts(status, result.headers, auth));
  const settlement = await settleUserState(context, verdict);
  if (settlement.kind === "ended" && result.ok) {
    // The session is over: the file was not meant for whoever holds this cookie now.
    await result.body.cancel();
    return {
      result: {
        ok: false,
        error: { kind: "http", status: 401, message: "" },
        headers: result.headers,
      },
      setCookies: settlement.setCookies,
    };
  }
  return { result, setCookies: settlement.setCookies };
}
