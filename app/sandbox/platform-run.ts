import { CODE_RUN_POLLING, CODE_TEXTS } from "~/contract/code-values";
import { SANDBOX_TEXTS } from "~/contract/sandbox-values";
import { pollOnSchedule, type PollOptions } from "~/shared/poll";
import type { NotebookOutput } from "./runner-types";
import type { SandboxPost } from "./sandbox-client";

/** The answer of intent `status` (athena-service/sandbox/status). */
export interface SandboxRunStatus {
  status: string;
  stdout?: string;
  stderr?: string;
  message?: string;
  timeMs?: number;
  /** A Python run waiting at input() with its stdin used up: stdout ends with the prompt. */
  awaitingInput?: boolean;
  outputs?: NotebookOutput[];
}

export type PlatformRunOutcome =
  | { kind: "done"; result: SandboxRunStatus }
  | { kind: "failed"; message: string; login?: boolean }
  | { kind: "aborted" };

const PENDING = ["CREATED", "QUEUED", "RUNNING"];
const FINAL = ["ACCEPTED", "REJECTED"];

export interface PlatformRunOptions {
  signal?: AbortSignal;
  /** Fake timers in tests (pollOnSchedule's sleep). */
  sleep?: PollOptions<SandboxRunStatus>["sleep"];
  onProgress?: (status: string) => void;
}

/**
 * A run on the platform (PLAYGROUND, PYTHON, a notebook cell): the start intent answers a runId
 * (and its final `result` when it finished at once: no poll then), then `status` is polled while
 * CREATED, QUEUED or RUNNING on CODE_RUN_POLLING (spec 02 section
 * 9: 3000 ms, 6000 ms after 5 polls, 15 polls, then "Timed out"). A start or a status without an
 * answer, or an answer we cannot read, is spec 02 section 8's "Something went wrong!"; a failure
 * the BFF explains keeps its words (and whether the learner must log in).
 */
export async function runOnPlatform(
  post: SandboxPost,
  intent: "run" | "notebook-run",
  fields: Record<string, string | undefined>,
  options: PlatformRunOptions = {},
): Promise<PlatformRunOutcome> {
  const { signal } = options;
  const started = await post<{ runId?: unknown; result?: SandboxRunStatus }>(
    intent,
    fields,
    signal,
  );
  if (signal?.aborted) return { kind: "aborted" };
  if (!started.ok) return failure(started.message, started.login);
  const runId = started.data?.runId;
  if (typeof runId !== "string" || runId === "")
    return { kind: "failed", message: SANDBOX_TEXTS.runWithoutAnswer };
  const stepOf = (answer: SandboxRunStatus | undefined) => {
    const status = answer?.status;
    if (!answer || typeof status !== "string") throw new RunFailure("");
    return PENDING.includes(status)
      ? { done: false as const, value: answer }
      : { done: true as const, value: answer };
  };
  try {
    const first = started.data?.result;
    const outcome = await pollOnSchedule<SandboxRunStatus>({
      schedule: CODE_RUN_POLLING,
      signal,
      sleep: options.sleep,
      // A run that finished before the start call answered: its result, with no poll.
      first: first ? stepOf(first) : undefined,
      poll: async () => {
        const answer = await post<SandboxRunStatus>("status", { runId }, signal);
        if (!answer.ok) throw new RunFailure(answer.message, answer.login);
        return stepOf(answer.data);
      },
      onProgress: (value) => value && options.onProgress?.(value.status),
    });
    if (outcome.kind === "aborted") return { kind: "aborted" };
    if (outcome.kind === "timed-out") return { kind: "failed", message: CODE_TEXTS.timedOut };
    if (!FINAL.includes(outcome.value.status)) return failure(outcome.value.message ?? "", false);
    return { kind: "done", result: outcome.value };
  } catch (error) {
    if (signal?.aborted) return { kind: "aborted" };
    const known = error instanceof RunFailure ? error : new RunFailure("");
    return failure(known.message, known.login);
  }
}

class RunFailure extends Error {
  constructor(
    message: string,
    readonly login?: boolean,
  ) {
    super(message);
  }
}

function failure(message: string, login?: boolean): PlatformRunOutcome {
  return { kind: "failed", message: message || SANDBOX_TEXTS.runWithoutAnswer, login };
}
