import type { Extension } from "@codemirror/state";
import { useEffect, useState } from "react";

// The Vim keymap's chunk, imported only when a learner turns it on (decision 046).
let loaded: Extension | undefined;
let loading: Promise<Extension> | undefined;
const loadVim = () =>
  (loading ??= import("@replit/codemirror-vim").then((m) => (loaded = m.vim({ status: true }))));

/** The Vim extension while `on` (undefined until its chunk is there, or when off). */
export function useVimMode(on: boolean): Extension | undefined {
  const [extension, setExtension] = useState<Extension | undefined>(on ? loaded : undefined);
  useEffect(() => {
    if (!on) return setExtension(undefined);
    let live = true;
    loadVim()
      .then((vim) => live && setExtension(vim))
      .catch(() => {
        // The chunk failed (offline): the editor stays as it is; turning it on again retries.
        loading = undefined;
      });
    return () => {
      live = false;
    };
  }, [on]);
  return extension;
}
