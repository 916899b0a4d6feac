import type { NotebookKernel, NotebookOutput } from "./runner-types";
import { runOnPlatform, type PlatformRunOptions } from "./platform-run";
import type { SandboxPost } from "./sandbox-client";

/** The kernel's failure, as the notebook shows it: an error output of the cell. */
function errorOutput(message: string, name = "Error"): NotebookOutput[] {
  return [{ kind: "error", name, message, traceback: [] }];
}

/** A fresh kernel id for one page session (the platform keeps the kernel's state under it). */
export function newKernelId(): string {
  return crypto.randomUUID();
}

/**
 * The notebook's kernel over /api/sandbox: `notebook-run` with the session's kernelId, then
 * `status` polled like any sandbox run; the final answer's outputs are the cell's. A failure of
 * the call (or a login the platform asks for) is the cell's error output, never a thrown error.
 */
export function createNotebookKernel(
  post: SandboxPost,
  sandboxId: string,
  kernelId: string,
  options: Pick<PlatformRunOptions, "sleep"> & { onLogin?: () => void } = {},
): NotebookKernel {
  return {
    async run(source, signal) {
      const outcome = await runOnPlatform(
        post,
        "notebook-run",
        { sandboxId, kernelId, source },
        { signal, sleep: options.sleep },
      );
      if (outcome.kind === "aborted") return [];
      if (outcome.kind === "failed") {
        if (outcome.login) options.onLogin?.();
        return errorOutput(outcome.message);
      }
      const { outputs, stdout, stderr, message } = outcome.result;
      if (Array.isArray(outputs)) return outputs;
      // A status without outputs: what it printed, as streams.
      const streams: NotebookOutput[] = [];
      if (stdout) streams.push({ kind: "stream", name: "stdout", text: stdout });
      if (stderr) streams.push({ kind: "stream", name: "stderr", text: stderr });
      if (!streams.length && message) streams.push(...errorOutput(message));
      return streams;
    },
    async reset() {
      await post("kernel-reset", { kernelId });
    },
  };
}
