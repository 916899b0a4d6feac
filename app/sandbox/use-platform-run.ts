import { useCallback, useEffect, useRef, useState } from "react";
import { runOnPlatform, type SandboxRunStatus } from "./platform-run";
import type { SandboxPost } from "./sandbox-client";

export type PlatformRunState =
  | { phase: "idle" }
  | { phase: "running"; status: string }
  | { phase: "done"; result: SandboxRunStatus }
  | { phase: "failed"; message: string; login?: boolean };

/** Run of a PLAYGROUND or PYTHON sandbox (platform-run.ts), as React state; a new run aborts the last. */
export function usePlatformRun(post: SandboxPost) {
  const [state, setState] = useState<PlatformRunState>({ phase: "idle" });
  const controller = useRef<AbortController>();
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (fields: Record<string, string | undefined>) => {
      controller.current?.abort();
      const abort = (controller.current = new AbortController());
      setState({ phase: "running", status: "SENDING" });
      const outcome = await runOnPlatform(post, "run", fields, {
        signal: abort.signal,
        onProgress: (status) => setState({ phase: "running", status }),
      });
      if (outcome.kind === "aborted" || abort.signal.aborted) return;
      setState(
        outcome.kind === "done"
          ? { phase: "done", result: outcome.result }
          : { phase: "failed", message: outcome.message, login: outcome.login },
      );
    },
    [post],
  );
  return { state, start };
}
