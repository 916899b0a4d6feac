import { useEffect, useRef, useState } from "react";
import { CODE_TEXTS, compilerPolling } from "~/contract/code-values";
import { postCode } from "~/practice/code-client";
import type { CompilerResultView } from "~/practice/results";
import { pollOnSchedule } from "~/shared/poll";

/** A compiler result: polled on while in progress, the outcome once not. */
const compilerStep = (result: CompilerResultView) =>
  result.inProgress ? { done: false as const } : { done: true as const, value: result };

export type CompilerState =
  | { phase: "idle" }
  | { phase: "running" }
  /** `sourceCode`: the code that ran, so its error line is marked only while the code is that. */
  | { phase: "done"; result: CompilerResultView; sourceCode: string }
  | { phase: "failed"; message: string };

type Fields = { sourceCode: string; languageId: string; input: string; captchaToken?: string };

/** Run (start, then status on the compiler's schedule unless the start answered) and Share. */
export function useCompilerCalls(csrf: string, languageId: string) {
  const [state, setState] = useState<CompilerState>({ phase: "idle" });
  const [shared, setShared] = useState<{ link?: string; message?: string }>({});
  const controller = useRef<AbortController>();
  useEffect(() => () => controller.current?.abort(), []);

  const run = async (fields: Fields) => {
    if (state.phase === "running") return;
    if (fields.sourceCode.trim() === "")
      return setState({ phase: "failed", message: CODE_TEXTS.emptyCode });
    controller.current?.abort();
    const abort = (controller.current = new AbortController());
    setState({ phase: "running" });
    const started = await postCode<{ token: string; result?: CompilerResultView }>(
      "compiler-run",
      fields,
      csrf,
      abort.signal,
    );
    if (abort.signal.aborted) return;
    if (!started.ok)
      return setState({ phase: "failed", message: started.message || CODE_TEXTS.failure });
    try {
      const outcome = await pollOnSchedule<CompilerResultView>({
        schedule: compilerPolling(languageId),
        signal: abort.signal,
        // A run that finished before the start call answered: its result, with no poll.
        first: started.data.result ? compilerStep(started.data.result) : undefined,
        poll: async () => {
          const answer = await postCode<CompilerResultView>(
            "compiler-status",
            { token: started.data.token },
            csrf,
            abort.signal,
          );
          if (!answer.ok) throw new Error(answer.message || CODE_TEXTS.failure);
          return compilerStep(answer.data);
        },
      });
      if (outcome.kind === "aborted") return;
      if (outcome.kind === "timed-out")
        return setState({ phase: "failed", message: CODE_TEXTS.timedOut });
      setState({ phase: "done", result: outcome.value, sourceCode: fields.sourceCode });
    } catch (error) {
      if (!abort.signal.aborted)
        setState({ phase: "failed", message: (error as Error).message || CODE_TEXTS.failure });
    }
  };

  const share = async (fields: Fields) => {
    setShared({});
    const answer = await postCode<{ sharedLink: string }>("share", fields, csrf);
    if (!answer.ok) return setShared({ message: answer.message || CODE_TEXTS.failure });
    const link = new URL(answer.data.sharedLink, window.location.origin).href;
    setShared({ link });
    try {
      await navigator.clipboard?.writeText(link);
      setShared({ link, message: "Link copied to the clipboard." });
    } catch {
      // No clipboard: the link is on the screen to copy by hand.
    }
  };

  return { state, shared, run, share };
}
