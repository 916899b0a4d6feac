import type { AppLoadContext } from "@remix-run/node";
import { COMPILER_RUNS_PER_MINUTE, TOO_MANY_COMPILER_RUNS } from "~/contract/code-values";
import { readCheckedForm, refusedFormJson } from "../csrf.server";
import { addressBucket, clientAddressOf } from "../client-address.server";
import { SlidingWindowLimiter } from "../rate-limit.server";
import { heldCallClient, withHeldCallSlot } from "../held-calls.server";
import { noStoreJson } from "../json-answer.server";
import { intentAnswer } from "../intent-call.server";
import { isCodeIntent, runCodeIntent, type CodeIntent } from "./code-calls.server";

/**
 * Compiler runs and shares are open to visitors: each address gets COMPILER_RUNS_PER_MINUTE a
 * minute on this instance (the platform counts the runs across instances, decision 054).
 */
export { COMPILER_RUNS_PER_MINUTE, TOO_MANY_COMPILER_RUNS };
const VISITOR_INTENTS = new Set<CodeIntent>(["compiler-run", "share"]);
const compilerLimiter = new SlidingWindowLimiter({
  limit: COMPILER_RUNS_PER_MINUTE,
  windowMs: 60_000,
});

/** One compiler run or share of this address against the 30-a-minute limit (JSON and form alike). */
export function compilerCallAllowed(request: Request): boolean {
  return compilerLimiter.hit(addressBucket(clientAddressOf(request)));
}

/**
 * POST /api/code: a form with the CSRF field and `intent` (run, submit, status, hint,
 * compiler-run, compiler-status, share) plus that intent's fields. Answers the upstream's JSON,
 * or a status with { message } (and login: true when the learner must log in).
 */
export async function handleCodeCall(request: Request, context: AppLoadContext): Promise<Response> {
  let form: FormData;
  try {
    form = await readCheckedForm(request, context);
  } catch (error) {
    return refusedFormJson(error);
  }
  const intent = form.get("intent");
  if (!isCodeIntent(intent)) return noStoreJson({ message: "Unknown code action" }, 400);
  if (VISITOR_INTENTS.has(intent) && !compilerCallAllowed(request)) {
    return noStoreJson({ message: TOO_MANY_COMPILER_RUNS }, 429);
  }
  const token = context.session.auth.token;
  // Starts and status polls hold an upstream connection up to a second (decision 053): a few at
  // once per client (decision 063).
  return withHeldCallSlot(heldCallClient(request, token), async () =>
    intentAnswer(await runCodeIntent(context, intent, form, Boolean(token))),
  );
}
