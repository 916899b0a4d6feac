import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { SandboxFiles } from "~/contract/sandbox-values";
import type { SandboxWidgetData } from "~/contract/widgets/sandbox";
import { deleteSandboxDraft, loadSandboxDraft, saveSandboxDraft } from "./drafts";
import { filesFromWire } from "./files";

const DRAFT_SAVE_DELAY_MS = 500;

/** The files the page brings: an author's pending draft (DRAFT_CODE_SANDBOX_DATA) or the published ones. */
export function pageFilesOf(data: SandboxWidgetData): SandboxFiles {
  return filesFromWire(data.canPublish && data.authorDraft ? data.authorDraft.files : data.files);
}

/**
 * The sandbox's files as the learner edits them: the page's files first (the server's render),
 * then the learner's draft from the sandbox store once the page runs; every edit is saved
 * (debounced). A read-only or shared sandbox neither restores nor saves. Reset brings back the
 * page's files and forgets the draft.
 */
export function useSandboxFiles(data: SandboxWidgetData) {
  const pageFiles = useMemo(() => pageFilesOf(data), [data]);
  const [files, setFiles] = useState<SandboxFiles>(pageFiles);
  const [storeBlocked, setStoreBlocked] = useState(false);
  /**
   * The page files whose store draft is restored (or has none): what is set after that stays. Kept
   * per page files, so that new page data (a login) reads as not restored in its very first render.
   */
  const [restoredFor, setRestoredFor] = useState<SandboxFiles | undefined>(undefined);
  const restored = restoredFor === pageFiles;
  const onBlocked = useCallback(() => setStoreBlocked(true), []);
  const editable = !data.readOnly && !data.shared;
  const { sandboxId, problemId, sandboxType } = data;
  // Nothing is saved before the draft is restored (it would overwrite it), nor right after Reset.
  const skipSave = useRef(true);

  useEffect(() => {
    setFiles(pageFiles);
    if (!editable) return setRestoredFor(pageFiles);
    let live = true;
    skipSave.current = true;
    void loadSandboxDraft(sandboxId, problemId, onBlocked).then((draft) => {
      if (!live) return;
      if (draft && draft.sandboxType === sandboxType && Object.keys(draft.files).length)
        setFiles(draft.files);
      skipSave.current = false;
      setRestoredFor(pageFiles);
    });
    return () => {
      live = false;
    };
  }, [editable, pageFiles, sandboxId, problemId, sandboxType, onBlocked]);

  useEffect(() => {
    if (!editable || skipSave.current) return;
    const save = () => {
      window.clearTimeout(timer);
      window.removeEventListener("pagehide", save);
      void saveSandboxDraft({ problemId, sandboxId, sandboxType, files }, onBlocked);
    };
    const timer = window.setTimeout(save, DRAFT_SAVE_DELAY_MS);
    // Leaving the page within the pause still saves the last edit.
    window.addEventListener("pagehide", save);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("pagehide", save);
    };
  }, [editable, files, problemId, sandboxId, sandboxType, onBlocked]);

  const reset = useCallback(() => {
    skipSave.current = true;
    setFiles(pageFiles);
    void deleteSandboxDraft(sandboxId, problemId, onBlocked).then(() => {
      skipSave.current = false;
    });
  }, [pageFiles, sandboxId, problemId, onBlocked]);

  return { files, setFiles, reset, storeBlocked, onBlocked, restored };
}
