import { useCallback, useEffect, useRef, useState } from "react";
import { announceToast } from "~/actions/toast-bus";
import { registerSandboxPublisher } from "~/actions/sandbox-publishers";
import { SANDBOX_TEXTS } from "~/contract/sandbox-values";
import { CODE_TEXTS } from "~/contract/code-values";
import { filesToWire } from "./files";
import { keepPendingAuthorWork, type ProblemBuilderFields } from "./pending-author";
import { publishSandbox } from "./publish";
import type { SandboxPost } from "./sandbox-client";
import type {
  SandboxFiles,
  SandboxProblemMetadata,
  SandboxWireFile,
} from "~/contract/sandbox-values";

/** What one Save draft sends: the workspace's files, or the ones given, and the problem's metadata. */
export interface DraftSave {
  files?: SandboxWireFile[];
  problemMetadata?: SandboxProblemMetadata;
  /** The builder's fields as typed, kept with the save when a login is needed (PROBLEM_BUILDER). */
  builderFields?: ProblemBuilderFields;
}

function keepPending(sandboxId: string, files: SandboxWireFile[], save: DraftSave): void {
  if (!save.problemMetadata) {
    keepPendingAuthorWork({ kind: "DRAFT_CODE_SANDBOX_DATA", sandboxId, files });
    return;
  }
  keepPendingAuthorWork({
    kind: "DRAFT_PROBLEM_METADATA",
    sandboxId,
    files,
    problemMetadata: save.problemMetadata,
  });
  if (save.builderFields) {
    keepPendingAuthorWork({ kind: "PROBLEM_BUILDER", sandboxId, fields: save.builderFields });
  }
}

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
  /** The problem's metadata as the author has it at publish time (published with the files). */
  problemMetadataNow: () => SandboxProblemMetadata | undefined = () => undefined,
) {
  const [state, setState] = useState<AuthorState>({ phase: "idle" });
  const current = useRef(files);
  current.current = files;
  const metadataNow = useRef(problemMetadataNow);
  metadataNow.current = problemMetadataNow;
  const busy = useRef(false);

  /**
   * Saves the draft; true when it is saved. A save that needs a login is kept pending
   * (DRAFT_CODE_SANDBOX_DATA, or DRAFT_PROBLEM_METADATA and PROBLEM_BUILDER from the builder)
   * and replayed after it (use-pending-author-work.ts).
   */
  const saveDraft = useCallback(
    async (save: DraftSave = {}): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setState({ phase: "saving" });
      const wire = save.files ?? filesToWire(current.current);
      const answer = await post<{ savedAt?: string }>("save-draft", {
        sandboxId,
        files: JSON.stringify(wire),
        problemMetadata: save.problemMetadata ? JSON.stringify(save.problemMetadata) : undefined,
      });
      busy.current = false;
      if (answer.ok) {
        setState({ phase: "saved", savedAt: answer.data.savedAt ?? new Date().toISOString() });
        return true;
      }
      if (answer.login) keepPending(sandboxId, wire, save);
      setState({
        phase: "failed",
        message: answer.message || CODE_TEXTS.failure,
        login: answer.login,
      });
      return false;
    },
    [post, sandboxId],
  );

  const publish = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setState({ phase: "publishing" });
    const outcome = await publishSandbox(post, sandboxId, filesToWire(current.current), {
      problemMetadata: metadataNow.current(),
    });
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
