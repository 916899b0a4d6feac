import { useCallback, useEffect, useRef, useState } from "react";
import {
  CODE_RUN_POLLING,
  CODE_TEXTS,
  PENDING_SUBMISSION_STATUSES,
  SUBMISSION_STATUSES,
  type RunMode,
  type SubmissionStatus,
} from "~/contract/code-values";
import { pollOnSchedule } from "~/shared/poll";
import { postCode } from "./code-client";
import type { SubmissionResult } from "./results";

export type PracticeRunState =
  | { phase: "idle" }
  | { phase: "running"; mode: RunMode; status: SubmissionStatus | "SENDING" }
  | { phase: "done"; mode: RunMode; result: SubmissionResult }
  | { phase: "failed"; mode?: RunMode; message: string; login?: boolean };

const isPending = (status: string) =>
  (PENDING_SUBMISSION_STATUSES as readonly string[]).includes(status);
const isKnown = (status: string): status is SubmissionStatus =>
  (SUBMISSION_STATUSES as readonly string[]).includes(status);
/** A status answer: polled on while pending, the outcome once not. */
const stepOf = (answer: SubmissionResult) =>
  isPending(answer.status)
    ? { done: false as const, value: answer }
    : { done: true as const, value: answer };

/**
 * Run and Submit of the practice editor: the start call, then submission/status polled while
 * CREATED, QUEUED or RUNNING on the spec's schedule (spec 02 sections 4 and 9), unless the start
 * answer already carries the final `result`. An empty code
 * block fails at once without a call; any failure shows the spec's one text.
 */
export function usePracticeRun(csrf: string, onSubmitted?: () => void) {
  const [state, setState] = useState<PracticeRunState>({ phase: "idle" });
  const controller = useRef<AbortController>();
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (
      mode: RunMode,
      fields: { token: string; sourceCode: string; languageId: string; input?: string },
    ) => {
      if (fields.sourceCode.trim() === "") {
        setState({ phase: "failed", mode, message: CODE_TEXTS.emptyCode });
        return;
      }
      controller.current?.abort();
      const abort = (controller.current = new AbortController());
      setState({ phase: "running", mode, status: "SENDING" });
      const started = await postCode<{
        submissionId: string;
        status: string;
        result?: SubmissionResult;
      }>(mode === "RUN" ? "run" : "submit", fields, csrf, abort.signal);
      if (abort.signal.aborted) return;
      if (!started.ok) {
        setState({
          phase: "failed",
          mode,
          message: started.message || CODE_TEXTS.failure,
          login: started.login,
        });
        return;
      }
      try {
        const outcome = await pollOnSchedule<SubmissionResult>({
          schedule: CODE_RUN_POLLING,
          signal: abort.signal,
          // A run that finished before the start call answered: its verdict, with no poll.
          first: started.data.result ? stepOf(started.data.result) : undefined,
          poll: async () => {
            const answer = await postCode<SubmissionResult>(
              "status",
              { submissionId: started.data.submissionId },
              csrf,
              abort.signal,
            );
            if (!answer.ok) throw new Error(answer.message || CODE_TEXTS.failure);
            return stepOf(answer.data);
          },
          onProgress: (value) => {
            if (value && isKnown(value.status))
              setState({ phase: "running", mode, status: value.status });
          },
        });
        if (outcome.kind === "aborted") return;
        if (outcome.kind === "timed-out") {
          setState({ phase: "failed", mode, message: CODE_TEXTS.timedOut });
        } else if (outcome.value.status === "ACCEPTED" || outcome.value.status === "REJECTED") {
          setState({ phase: "done", mode, result: outcome.value });
          // Spec 02 section 8's submit toast, when the submission has its verdict.
          if (mode === "SUBMIT") onSubmitted?.();
        } else {
          setState({ phase: "failed", mode, message: CODE_TEXTS.failure });
        }
      } catch (error) {
        if (abort.signal.aborted) return;
        setState({
          phase: "failed",
          mode,
          message: (error as Error).message || CODE_TEXTS.failure,
        });
      }
    },
    [csrf, onSubmitted],
  );

  return { state, start };
}
