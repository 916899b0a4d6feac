import { useCallback, useEffect, useRef, useState } from "react";
import {
  PREVIEW_MESSAGE,
  SANDBOX_PREVIEW_PATH,
  SHARED_PREVIEW_PATH,
} from "~/contract/sandbox-preview";
import type { RunnerProps } from "~/sandbox/runner-types";
import { appendEntry, consoleEntry, positionLabel, type ConsoleEntry } from "./console-entries";
import { buildPreviewDocument, type LineSpan } from "./preview-document";
import { readPreviewMessage } from "./preview-messages";
import { PREVIEW_RUNTIME } from "./preview-runtime";

/** The preview follows the typing, once the learner pauses this long. */
export const PREVIEW_DEBOUNCE_MS = 400;

interface Rendered {
  renderId: number;
  html: string;
  lines: LineSpan[];
}

/**
 * The WEB sandbox's live preview: the learner's HTML, CSS and JavaScript in a sandboxed frame
 * (allow-scripts only: an opaque origin, no cookies, no storage, no access to this page) that
 * loads our fixed bootstrap document with its own strict CSP; each version of the files is
 * posted to it (the frame's origin is opaque, hence "*"), and its console comes back the same way.
 */
export default function WebPreview({ files, shared }: RunnerProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const ready = useRef(false);
  const rendered = useRef<Rendered>();
  const nextRenderId = useRef(1);
  const nextEntryId = useRef(1);
  const [entries, setEntries] = useState<ConsoleEntry[]>([]);

  const post = useCallback(() => {
    const target = frame.current?.contentWindow;
    const current = rendered.current;
    if (!ready.current || !target || !current) return;
    target.postMessage(
      { type: PREVIEW_MESSAGE.render, renderId: current.renderId, html: current.html },
      "*",
    );
  }, []);

  // The first version at once, then each pause in the typing.
  const first = useRef(true);
  useEffect(() => {
    const render = () => {
      const built = buildPreviewDocument(files, PREVIEW_RUNTIME);
      rendered.current = { renderId: nextRenderId.current++, ...built };
      setEntries([]);
      post();
    };
    if (first.current) {
      first.current = false;
      render();
      return;
    }
    const timer = setTimeout(render, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [files, post]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = readPreviewMessage(event.data);
      if (!message) return;
      if (message.type === "ready") {
        ready.current = true;
        post();
        return;
      }
      const current = rendered.current;
      if (!current || message.renderId !== current.renderId) return;
      const entry = consoleEntry(nextEntryId.current++, message, current.lines);
      setEntries((list) => appendEntry(list, entry));
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [post]);

  return (
    <div className="web-preview__preview">
      <iframe
        ref={frame}
        className="web-preview__frame"
        title="Preview"
        src={shared ? SHARED_PREVIEW_PATH : SANDBOX_PREVIEW_PATH}
        sandbox="allow-scripts"
        referrerPolicy="no-referrer"
      />
      <ConsolePanel entries={entries} onClear={() => setEntries([])} />
    </div>
  );
}

function ConsolePanel({ entries, onClear }: { entries: ConsoleEntry[]; onClear(): void }) {
  return (
    <section className="web-preview__console" aria-label="Console">
      <header className="web-preview__consoleHeader">
        <h3 className="web-preview__consoleTitle">Console</h3>
        <button
          type="button"
          className="web-preview__clear"
          onClick={onClear}
          disabled={entries.length === 0}
        >
          Clear console
        </button>
      </header>
      {/* The log region wraps the list: role="log" on the <ol> itself would hide its items'
          list semantics from assistive technology. */}
      <div role="log" aria-live="polite" aria-label="Console output">
        <ol className="web-preview__entries">
          {entries.length === 0 ? (
            <li className="web-preview__empty">No console output yet.</li>
          ) : (
            entries.map((entry) => (
              <li key={entry.id} className="web-preview__entry" data-level={entry.level}>
                <span className="web-preview__level">{entry.level}</span>
                <span className="web-preview__message">{entry.message}</span>
                {entry.position ? (
                  <span className="web-preview__where">{positionLabel(entry.position)}</span>
                ) : null}
              </li>
            ))
          )}
        </ol>
      </div>
    </section>
  );
}
