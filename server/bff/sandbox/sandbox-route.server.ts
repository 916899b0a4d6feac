import type { AppLoadContext } from "@remix-run/node";
import { addressBucket, clientAddressOf } from "../client-address.server";
import { SlidingWindowLimiter } from "../rate-limit.server";
import { readCheckedForm, refusedFormJson } from "../csrf.server";
import { noStoreJson } from "../json-answer.server";
import { intentAnswer } from "../intent-call.server";
import { SANDBOX_LIMITS } from "~/contract/sandbox-values";
import { isSandboxIntent, isVisitorIntent, runSandboxIntent } from "./sandbox-calls.server";

/** An oversized sandbox (413). */
export const SANDBOX_TOO_LARGE = "The sandbox is too large to send.";

/** Shares are open to visitors: each address gets this many a minute. */
export const SANDBOX_SHARES_PER_MINUTE = 20;
export const TOO_MANY_SHARES = "Too many shares. Please wait a minute and try again.";
const shareLimiter = new SlidingWindowLimiter({
  limit: SANDBOX_SHARES_PER_MINUTE,
  windowMs: 60_000,
});

/**
 * POST /api/sandbox: a form with the CSRF field and `intent` (run, status, notebook-run,
 * kernel-reset, share, delete-file, save-draft, publish, publish-status) plus that intent's
 * fields (docs/contract.md, "Sandboxes"). Answers the upstream's JSON, or a status with
 * { message } (and login: true when the learner must log in first).
 */
export async function handleSandboxCall(
  request: Request,
  context: AppLoadContext,
): Promise<Response> {
  let form: FormData;
  try {
    form = await readCheckedForm(request, context, {
      maxBytes: SANDBOX_LIMITS.formBytes,
      tooLargeMessage: SANDBOX_TOO_LARGE,
    });
  } catch (error) {
    return refusedFormJson(error);
  }
  const intent = form.get("intent");
  if (!isSandboxIntent(intent)) return noStoreJson({ message: "Unknown sandbox action" }, 400);
  if (isVisitorIntent(intent) && !shareLimiter.hit(addressBucket(clientAddressOf(request)))) {
    return noStoreJson({ message: TOO_MANY_SHARES }, 429);
  }
  const signedIn = Boolean(context.session.auth.token);
  return intentAnswer(await runSandboxIntent(context, intent, form, signedIn));
}
