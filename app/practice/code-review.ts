import { CODE_ASSISTANT_POLLING, CODE_TEXTS } from "~/contract/code-values";
import { pollOnSchedule, type PollOptions } from "~/shared/poll";
import type { CodeAnswer } from "./code-client";
import type { CodeIntent } from "./intents";

export type CodeReviewOutcome =
  { ok: true; answer: string } | { ok: false; message: string; login?: boolean };

type Post = <T>(
  intent: CodeIntent,
  fields: Record<string, string | undefined>,
) => Promise<CodeAnswer<T>>;

interface AssistStatus {
  status?: string;
  answer?: string;
}

/**
 * The code assistant (spec 02 sections 7 and 9): code-assistant/assist, then assist/status
 * polled 3000 ms, 6000 ms after 10 polls, at most 20 polls (none when the start answer carries
 * the final `result`); a failure, a FAILED status or the
 * time-out is "Something went wrong! Please try again." Empty code fails without a call.
 */
export async function reviewCode(
  post: Post,
  fields: { sourceCode: string; languageId: string; problemId?: string; question?: string },
  options: Pick<PollOptions<AssistStatus>, "signal" | "sleep"> = {},
): Promise<CodeReviewOutcome> {
  if (fields.sourceCode.trim() === "") return { ok: false, message: CODE_TEXTS.emptyCode };
  const started = await post<{ assistId?: string; result?: AssistStatus }>("assist", fields);
  if (!started.ok) {
    return { ok: false, message: started.message || CODE_TEXTS.failure, login: started.login };
  }
  const assistId = started.data.assistId;
  if (!assistId) return { ok: false, message: CODE_TEXTS.failure };
  let failed = false;
  const stepOf = (status: AssistStatus) => {
    if (status.status === "COMPLETED") return { done: true as const, value: status };
    if (status.status === "FAILED") {
      failed = true;
      return { done: true as const, value: status };
    }
    return { done: false as const, value: status };
  };
  const outcome = await pollOnSchedule<AssistStatus>({
    schedule: CODE_ASSISTANT_POLLING,
    ...options,
    // A request that finished before the start call answered: its answer, with no poll.
    first: started.data.result ? stepOf(started.data.result) : undefined,
    poll: async () => {
      const status = await post<AssistStatus>("assist-status", { assistId });
      if (!status.ok) throw new Error(status.message);
      return stepOf(status.data);
    },
  }).catch(() => undefined);
  if (outcome?.kind === "aborted") return { ok: false, message: "" };
  if (!outcome || outcome.kind !== "done" || failed || !outcome.value.answer) {
    return { ok: false, message: CODE_TEXTS.failure };
  }
  return { ok: true, answer: outcome.value.answer };
}
