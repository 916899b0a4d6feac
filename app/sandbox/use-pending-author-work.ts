import { useEffect } from "react";
import type { SandboxFiles } from "~/contract/sandbox-values";
import { useRootCsrf, useRootLoggedIn } from "~/practice/use-root-csrf";
import { filesFromWire } from "./files";
import { takePendingAuthorWork } from "./pending-author";
import type { DraftSave } from "./use-author-actions";
import type { ProblemBuilderState } from "./use-problem-builder";

/**
 * The author's work kept pending across a login (pending-author.ts), replayed once the author is
 * back on this sandbox, logged in, and the workspace has restored its files (so the restore does
 * not cover what is replayed): the kept files are shown and saved (DRAFT_CODE_SANDBOX_DATA), with
 * the builder's metadata (DRAFT_PROBLEM_METADATA), and the builder reopens as it was typed
 * (PROBLEM_BUILDER).
 */
export function usePendingAuthorWork(options: {
  sandboxId: string;
  canPublish: boolean;
  restored: boolean;
  setFiles: (files: SandboxFiles) => void;
  saveDraft: (save: DraftSave) => Promise<boolean>;
  builder: ProblemBuilderState;
}) {
  const loggedIn = useRootLoggedIn();
  const csrf = useRootCsrf();
  const { sandboxId, canPublish, restored } = options;
  useEffect(() => {
    if (!loggedIn || !csrf || !canPublish || !restored) return;
    const taken = takePendingAuthorWork(sandboxId);
    const typed = taken.find((work) => work.kind === "PROBLEM_BUILDER");
    if (typed && options.builder.enabled) options.builder.reopen(typed.fields);
    // A builder's save carries the files too: it replaces a Save draft of the files alone.
    const save =
      taken.find((work) => work.kind === "DRAFT_PROBLEM_METADATA") ??
      taken.find((work) => work.kind === "DRAFT_CODE_SANDBOX_DATA");
    if (!save) return;
    options.setFiles(filesFromWire(save.files));
    const problemMetadata =
      save.kind === "DRAFT_PROBLEM_METADATA" ? save.problemMetadata : undefined;
    void options.saveDraft({ files: save.files, problemMetadata }).then((saved) => {
      if (saved && problemMetadata) options.builder.setMetadata(problemMetadata);
    });
    // Once per login and page: the callbacks change every render, the pending work is taken.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedIn, csrf, canPublish, restored, sandboxId]);
}
