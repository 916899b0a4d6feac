import { useCallback, useEffect, useRef, useState } from "react";
import { announceToast } from "~/actions/toast-bus";
import { registerSandboxPublisher } from "~/actions/sandbox-publishers";
import { SANDBOX_TEXTS } from "~/contract/sandbox-values";
import { CODE_TEXTS } from "~/contract/code-values";
import { filesToWire } from "./files";
import { publishSandbox } from "./publish";
import type { SandboxPost } from "./sandbox-client";
import type { SandboxFiles } from "~/contract/sandbox-values";

/** The spec gives no words for a published sandbox: ours. */
export const PUBLISHED_TOAST = "Sandbox published.";

export type AuthorState =
  | { phase: "idle" }
  | { phase: "saving" | "publishing" }
  | { phase: "saved"; savedAt: string }
  | { phase: "published" }
  | { phase: "failed"; message: string; login?: boolean };

/**
 * An author's Save draft and Publish (spec 02 sections 7-9). The publish is also registered for
 * the page's CMS_CODE_SANDBOX_PUBLISH action (app/actions/sandbox-publishers.ts), so that action
 * publishes what the author has in this workspace now.
 */
export function useAuthorActions(
  post: SandboxPost,
  sandboxId: string,
  files: SandboxFiles,
  canPublish: boolean,
) {
  const [state, setState] = useState<AuthorState>({ phase: "idle" });
  const current = useRef(files);
  current.current = files;
  const busy = useRef(false);

  const saveDraft = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setState({ phase: "saving" });
    const answer = await post<{ savedAt?: string }>("save-draft", {
      sandboxId,
      files: JSON.stringify(filesToWire(current.current)),
    });
    busy.current = false;
    setState(
      answer.ok
        ? { phase: "saved", savedAt: answer.data.savedAt ?? new Date().toISOString() }
        : { phase: "failed", message: answer.message || CODE_TEXTS.failure, login: answer.login },
    );
  }, [post, sandboxId]);

  const publish = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setState({ phase: "publishing" });
    const outcome = await publishSandbox(post, sandboxId, filesToWire(current.current));
    busy.current = false;
    if (outcome.kind === "aborted") return setState({ phase: "idle" });
    if (outcome.kind === "published") {
      announceToast(PUBLISHED_TOAST);
      return setState({ phase: "published" });
    }
    setState({
      phase: "failed",
      message: outcome.message || SANDBOX_TEXTS.publishFailed,
      login: outcome.login,
    });
  }, [post, sandboxId]);

  useEffect(
    () => (canPublish ? registerSandboxPublisher(sandboxId, publish) : undefined),
    [canPublish, sandboxId, publish],
  );

  return { state, saveDraft, publish };
}
