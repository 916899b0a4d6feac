import {
  PENDING_PUBLISH_STATUS,
  PUBLISH_POLLING,
  SANDBOX_TEXTS,
  type SandboxProblemMetadata,
  type SandboxWireFile,
} from "~/contract/sandbox-values";
import { pollOnSchedule, type PollOptions } from "~/shared/poll";
import type { SandboxPost } from "./sandbox-client";

export type PublishOutcome =
  | { kind: "published" }
  | { kind: "failed"; message: string; login?: boolean }
  | { kind: "aborted" };

/**
 * Publishing (spec 02 sections 7-9): `publish` with the author's files answers a publishId,
 * then `publish-status` is polled on PUBLISH_POLLING while IN_PROGRESS. FAILED, a timeout or a
 * call that fails is "Publishing failed. Try again!" (a login the BFF asks for keeps its words).
 */
export async function publishSandbox(
  post: SandboxPost,
  sandboxId: string,
  files: SandboxWireFile[],
  options: {
    signal?: AbortSignal;
    sleep?: PollOptions<string>["sleep"];
    /** A problem's sandbox: the metadata published with the files (the draft's when left out). */
    problemMetadata?: SandboxProblemMetadata;
  } = {},
): Promise<PublishOutcome> {
  const { signal, problemMetadata } = options;
  const failed = { kind: "failed", message: SANDBOX_TEXTS.publishFailed } as const;
  const started = await post<{ publishId?: unknown }>(
    "publish",
    {
      sandboxId,
      files: JSON.stringify(files),
      problemMetadata: problemMetadata ? JSON.stringify(problemMetadata) : undefined,
    },
    signal,
  );
  if (signal?.aborted) return { kind: "aborted" };
  if (!started.ok)
    return started.login ? { kind: "failed", message: started.message, login: true } : failed;
  const publishId = started.data?.publishId;
  if (typeof publishId !== "string" || !publishId) return failed;
  try {
    const outcome = await pollOnSchedule<string>({
      schedule: PUBLISH_POLLING,
      signal,
      sleep: options.sleep,
      poll: async () => {
        const answer = await post<{ status?: unknown }>("publish-status", { publishId }, signal);
        if (!answer.ok || typeof answer.data?.status !== "string") throw new Error("no status");
        const status = answer.data.status;
        return status === PENDING_PUBLISH_STATUS
          ? { done: false, value: status }
          : { done: true, value: status };
      },
    });
    if (outcome.kind === "aborted") return { kind: "aborted" };
    return outcome.kind === "done" && outcome.value === "PUBLISHED"
      ? { kind: "published" }
      : failed;
  } catch {
    return signal?.aborted ? { kind: "aborted" } : failed;
  }
}
