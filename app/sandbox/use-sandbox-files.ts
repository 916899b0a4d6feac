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
 * page's files and forgets the draft. An author's store draft remembers which platform draft it
 * was edited from: when the platform's is newer (saved in another tab, or replayed after a login
 * while the store still held older files), the platform's wins.
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
  const pageBase = data.canPublish ? data.authorDraft?.savedAt : undefined;
  /** The platform draft (its savedAt) the files are edited from: saved with them in the store. */
  const base = useRef(pageBase);
  const latest = useRef(files);
  latest.current = files;

  useEffect(() => {
    setFiles(pageFiles);
    if (!editable) return setRestoredFor(pageFiles);
    let live = true;
    skipSave.current = true;
    base.current = pageBase;
    void loadSandboxDraft(sandboxId, problemId, onBlocked).then((draft) => {
      if (!live) return;
      const current = !pageBase || draft?.base === pageBase;
      if (draft && current && draft.sandboxType === sandboxType && Object.keys(draft.files).length)
        setFiles(draft.files);
      skipSave.current = false;
      setRestoredFor(pageFiles);
    });
    return () => {
      live = false;
    };
  }, [editable, pageFiles, pageBase, sandboxId, problemId, sandboxType, onBlocked]);

  useEffect(() => {
    if (!editable || skipSave.current) return;
    const save = () => {
      window.clearTimeout(timer);
      window.removeEventListener("pagehide", save);
      const draft = { problemId, sandboxId, sandboxType, files, base: base.current };
      void saveSandboxDraft(draft, onBlocked);
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

  /** The platform saved the author's files (savedAt): the store's draft is now edited from it. */
  const markSaved = useCallback(
    (savedAt: string) => {
      base.current = savedAt;
      if (!editable) return;
      const draft = { problemId, sandboxId, sandboxType, files: latest.current, base: savedAt };
      void saveSandboxDraft(draft, onBlocked);
    },
    [editable, problemId, sandboxId, sandboxType, onBlocked],
  );

  return { files, setFiles, reset, storeBlocked, onBlocked, restored, markSaved };
}
