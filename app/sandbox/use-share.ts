import { useCallback, useState } from "react";
import { CODE_TEXTS } from "~/contract/code-values";
import type { SandboxFiles, SandboxType } from "~/contract/sandbox-values";
import { filesToWire } from "./files";
import type { SandboxPost } from "./sandbox-client";

export type ShareState =
  | { phase: "idle" | "sharing" }
  | { phase: "shared"; link: string; copied?: boolean }
  | { phase: "failed"; message: string };

/** Share (athena-service/sandbox/code-share through `share`): a link to a read-only copy. */
export function useShare(post: SandboxPost, sandboxId: string, sandboxType: SandboxType) {
  const [state, setState] = useState<ShareState>({ phase: "idle" });
  const share = useCallback(
    async (files: SandboxFiles, captchaToken?: string) => {
      setState({ phase: "sharing" });
      const answer = await post<{ sharedLink?: string }>("share", {
        sandboxId,
        sandboxType,
        files: JSON.stringify(filesToWire(files)),
        captchaToken,
      });
      if (!answer.ok || typeof answer.data.sharedLink !== "string")
        return setState({
          phase: "failed",
          message: (!answer.ok && answer.message) || CODE_TEXTS.failure,
        });
      setState({
        phase: "shared",
        link: new URL(answer.data.sharedLink, window.location.origin).href,
      });
    },
    [post, sandboxId, sandboxType],
  );
  const copy = useCallback(async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setState({ phase: "shared", link, copied: true });
    } catch {
      // No clipboard (permissions, an old browser): the link is on the screen to copy by hand.
    }
  }, []);
  return { state, share, copy };
}
