import type { AppLoadContext } from "@remix-run/node";
import { CODE_RUN_POLLING, CODE_TEXTS, PENDING_SUBMISSION_STATUSES } from "~/contract/code-values";
import { safeReturnPath } from "~/shared/login-url";
import { pollOnSchedule } from "~/shared/poll";
import { readCheckedForm } from "../csrf.server";

import { runCodeIntent } from "./code-calls.server";

/** What the no-JavaScript verdict page shows. */
export interface SubmitPageData {
  returnTo: string;
  languageId: string;
  sourceCode: string;
  token: string;
  verdict?: Record<string, unknown> & { status: string };
  message?: string;
  login?: boolean;
}

type Verdict = NonNullable<SubmitPageData["verdict"]>;

/** A status answer: polled on while pending, the verdict once not. */
const verdictStep = (verdict: Verdict) =>
  (PENDING_SUBMISSION_STATUSES as readonly string[]).includes(verdict.status)
    ? { done: false as const }
    : { done: true as const, value: verdict };

const text = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === "string" ? value : "";
};

/**
 * POST /practice/submit without JavaScript (progressive enhancement, like checkout): submits,
 * takes the verdict from the start answer when it is there, or polls submission/status here on
 * the spec's schedule (3000 ms, 6000 ms after 5 polls, 15 polls,
 * then "Timed out") and answers the verdict for the page to render. The code is sent back too,
 * so nothing the learner typed is lost, whatever happened.
 */
export async function submitWithoutScript(
  request: Request,
  context: AppLoadContext,
): Promise<SubmitPageData> {
  const form = await readCheckedForm(request, context);
  const base: SubmitPageData = {
    returnTo: safeReturnPath(text(form, "returnTo")),
    languageId: text(form, "languageId"),
    sourceCode: text(form, "sourceCode"),
    token: text(form, "token"),
  };
  const signedIn = Boolean(context.session.auth.token);
  const started = await runCodeIntent(context, "submit", form, signedIn);
  if (!started.ok) return { ...base, message: started.message, login: started.login };
  const answered = started.data as { submissionId?: unknown; result?: Verdict };
  const submissionId = String(answered.submissionId ?? "");
  const statusForm = new FormData();
  statusForm.set("submissionId", submissionId);
  try {
    const outcome = await pollOnSchedule<SubmitPageData["verdict"]>({
      schedule: CODE_RUN_POLLING,
      signal: request.signal,
      // A submission judged before the start call answered: its verdict, with no poll.
      first: answered.result ? verdictStep(answered.result) : undefined,
      poll: async () => {
        const answer = await runCodeIntent(context, "status", statusForm, true);
        if (!answer.ok) throw new Error(answer.message);
        return verdictStep(answer.data as Verdict);
      },
    });
    if (outcome.kind === "done") return { ...base, verdict: outcome.value };
    return {
      ...base,
      message: outcome.kind === "timed-out" ? CODE_TEXTS.timedOut : CODE_TEXTS.failure,
    };
  } catch (error) {
    return { ...base, message: (error as Error).message || CODE_TEXTS.failure };
  }
}
