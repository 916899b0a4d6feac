import { useCallback, useEffect, useRef, useState, type ChangeEvent } from "react";
import type { NotebookOutput, NotebookProps } from "~/sandbox/runner-types";
import { insertCellAfter, moveCell, removeCell, updateCell } from "./cell-list";
import {
  emptyCell,
  parseNotebook,
  serializeNotebook,
  type CellKind,
  type NotebookCell,
} from "./nbformat";
import { NotebookCellView } from "./NotebookCellView";

/** Larger files are refused on import (a sandbox keeps far less; see SANDBOX_LIMITS). */
const MAX_IMPORT_BYTES = 1024 * 1024;
const EXPORT_FILE_NAME = "notebook.ipynb";

function lastCount(cells: readonly NotebookCell[]): number {
  return Math.max(0, ...cells.map((cell) => cell.executionCount ?? 0));
}

/** Markdown cells open rendered, unless empty (then there is nothing to read yet). */
function initiallyEditing(cells: readonly NotebookCell[]): Set<string> {
  return new Set(
    cells.filter((cell) => cell.kind === "markdown" && !cell.source.trim()).map((cell) => cell.id),
  );
}

function failure(error: unknown, stopped: boolean): NotebookOutput[] {
  if (stopped)
    return [{ kind: "error", name: "Interrupted", message: "The run was stopped.", traceback: [] }];
  const message = error instanceof Error ? error.message : String(error);
  return [{ kind: "error", name: "Error", message, traceback: [] }];
}

/**
 * The JUPYTER_NOTEBOOK sandbox: code and markdown cells, run one (Shift+Enter) or all through
 * the session's kernel (its state is kept across cells until reset), outputs, .ipynb import and
 * export. Every edit goes to `onChange` as nbformat 4 JSON (the shell keeps it as the draft).
 */
export default function Notebook({ source, readOnly, kernel, onChange }: NotebookProps) {
  const [initial] = useState(() => parseNotebook(source));
  const [cells, setCells] = useState(initial.cells);
  const [notices, setNotices] = useState(initial.notices);
  const [editing, setEditing] = useState(() => initiallyEditing(initial.cells));
  const [running, setRunning] = useState<string>();
  const [runningAll, setRunningAll] = useState(false);
  const [status, setStatus] = useState("");

  const cellsNow = useRef(cells);
  const metadata = useRef(initial.metadata);
  const emitted = useRef(source);
  const counter = useRef(lastCount(initial.cells));
  const abort = useRef<AbortController>();
  const mounted = useRef(true);
  const editors = useRef(new Map<string, HTMLTextAreaElement>());
  const focusId = useRef<string>();
  const importInput = useRef<HTMLInputElement>(null);
  const onChangeNow = useRef(onChange);
  onChangeNow.current = onChange;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      abort.current?.abort();
    };
  }, []);

  const show = useCallback((next: NotebookCell[]) => {
    cellsNow.current = next;
    setCells(next);
  }, []);

  const commit = useCallback(
    (next: NotebookCell[]) => {
      show(next);
      const text = serializeNotebook(next, metadata.current);
      emitted.current = text;
      onChangeNow.current(text);
    },
    [show],
  );

  const replaceAll = useCallback((text: string) => {
    const parsed = parseNotebook(text);
    metadata.current = parsed.metadata;
    counter.current = lastCount(parsed.cells);
    setNotices(parsed.notices);
    setEditing(initiallyEditing(parsed.cells));
    return parsed.cells;
  }, []);

  // The shell may hand a different notebook (a reset draft, a fork): shown as it comes.
  useEffect(() => {
    if (source === emitted.current) return;
    emitted.current = source;
    show(replaceAll(source));
  }, [source, show, replaceAll]);

  useEffect(() => {
    const id = focusId.current;
    if (id === undefined) return;
    focusId.current = undefined;
    editors.current.get(id)?.focus();
  });

  const busy = running !== undefined;

  const runCell = async (id: string): Promise<boolean> => {
    const cell = cellsNow.current.find((c) => c.id === id);
    if (!cell) return false;
    if (cell.kind === "markdown") {
      setEditing((set) => new Set([...set].filter((other) => other !== id)));
      return true;
    }
    if (cell.kind !== "code") return true;
    const controller = new AbortController();
    abort.current = controller;
    setRunning(id);
    setStatus(`Running cell ${cellsNow.current.indexOf(cell) + 1}…`);
    let outputs: NotebookOutput[];
    try {
      outputs = await kernel.run(cell.source, controller.signal);
    } catch (error) {
      outputs = failure(error, controller.signal.aborted);
    }
    if (abort.current === controller) abort.current = undefined;
    if (!mounted.current) return false;
    setRunning(undefined);
    counter.current += 1;
    commit(updateCell(cellsNow.current, id, { outputs, executionCount: counter.current }));
    const failed = outputs.some((output) => output.kind === "error");
    setStatus(failed ? "The cell raised an error." : "Done.");
    return !failed;
  };

  /** Shift+Enter: run the cell and go on to the next one (a new code cell after the last). */
  const runAndAdvance = (id: string) => {
    const list = cellsNow.current;
    const cell = list.find((c) => c.id === id);
    if (!cell || (cell.kind === "code" && busy)) return;
    const next = list[list.indexOf(cell) + 1];
    if (next) {
      focusId.current = next.id;
      setEditing((set) => (next.kind === "markdown" ? new Set(set).add(next.id) : set));
    } else if (!readOnly) {
      const added = emptyCell();
      focusId.current = added.id;
      commit(insertCellAfter(list, id, added));
    }
    void runCell(id);
  };

  const runAll = async () => {
    setRunningAll(true);
    for (const cell of [...cellsNow.current]) {
      if (!mounted.current || !(await runCell(cell.id))) break;
    }
    if (mounted.current) setRunningAll(false);
  };

  const resetKernel = async () => {
    abort.current?.abort();
    setStatus("Restarting the kernel…");
    try {
      await kernel.reset();
      counter.current = 0;
      setStatus("Kernel restarted: its variables are gone.");
    } catch (error) {
      setStatus(
        `The kernel could not restart: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };

  const addCell = (kind: CellKind) => {
    const cell = emptyCell(kind);
    focusId.current = cell.id;
    if (kind === "markdown") setEditing((set) => new Set(set).add(cell.id));
    commit(insertCellAfter(cellsNow.current, undefined, cell));
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES) {
      setNotices([`${file.name} is too large to import (over 1 MB).`]);
      return;
    }
    commit(replaceAll(await file.text()));
    setStatus(`Imported ${file.name}.`);
  };

  const exportFile = () => {
    const text = serializeNotebook(cellsNow.current, metadata.current);
    const url = URL.createObjectURL(new Blob([text], { type: "application/x-ipynb+json" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = EXPORT_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <section className="notebook__notebook" aria-label="Notebook">
      <div className="notebook__toolbar" role="toolbar" aria-label="Notebook">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void runAll()}
          disabled={busy || runningAll}
        >
          Run all
        </button>
        {busy ? (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => abort.current?.abort()}
          >
            Stop
          </button>
        ) : null}
        <button type="button" className="btn btn-secondary" onClick={() => void resetKernel()}>
          Restart kernel
        </button>
        {!readOnly ? (
          <>
            <button type="button" className="btn btn-secondary" onClick={() => addCell("code")}>
              Add code cell
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => addCell("markdown")}>
              Add markdown cell
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => importInput.current?.click()}
            >
              Import .ipynb
            </button>
            <input
              ref={importInput}
              type="file"
              accept=".ipynb,application/x-ipynb+json,application/json"
              aria-label="Import a notebook (.ipynb)"
              hidden
              onChange={(event) => void importFile(event)}
            />
          </>
        ) : null}
        <button type="button" className="btn btn-secondary" onClick={exportFile}>
          Export .ipynb
        </button>
      </div>
      <p className="notebook__status" role="status" aria-live="polite">
        {status}
      </p>
      {notices.length ? (
        <ul className="notebook__notices" aria-label="Notebook notices">
          {notices.map((notice, index) => (
            <li key={index}>{notice}</li>
          ))}
        </ul>
      ) : null}
      <ol className="notebook__cells" aria-label="Cells">
        {cells.map((cell, index) => (
          <NotebookCellView
            key={cell.id}
            cell={cell}
            index={index}
            count={cells.length}
            running={running === cell.id}
            busy={busy}
            editing={editing.has(cell.id)}
            readOnly={readOnly}
            editorRef={(element) => {
              if (element) editors.current.set(cell.id, element);
              else editors.current.delete(cell.id);
            }}
            actions={{
              edit: (text) => commit(updateCell(cellsNow.current, cell.id, { source: text })),
              run: () => void runCell(cell.id),
              runAndAdvance: () => runAndAdvance(cell.id),
              startEditing: () => {
                focusId.current = cell.id;
                setEditing((set) => new Set(set).add(cell.id));
              },
              moveUp: () => commit(moveCell(cellsNow.current, cell.id, -1)),
              moveDown: () => commit(moveCell(cellsNow.current, cell.id, 1)),
              remove: () => commit(removeCell(cellsNow.current, cell.id)),
            }}
          />
        ))}
      </ol>
    </section>
  );
}
