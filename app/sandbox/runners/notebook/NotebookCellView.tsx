import type { KeyboardEvent, Ref } from "react";
import { CellOutputs } from "./CellOutputs";
import { MarkdownView } from "./MarkdownView";
import type { NotebookCell } from "./nbformat";

export interface CellActions {
  edit(source: string): void;
  run(): void;
  runAndAdvance(): void;
  startEditing(): void;
  moveUp(): void;
  moveDown(): void;
  remove(): void;
}

interface Props {
  cell: NotebookCell;
  index: number;
  count: number;
  running: boolean;
  busy: boolean;
  editing: boolean;
  readOnly: boolean;
  editorRef: Ref<HTMLTextAreaElement>;
  actions: CellActions;
}

/** Code does not wrap (it scrolls sideways): one row per line, and one for the scrollbar. */
function rowsOf(source: string): number {
  return Math.min(30, Math.max(2, source.split("\n").length + 1));
}

/** One cell: its prompt, its editor (or rendered markdown), its buttons and its outputs. */
export function NotebookCellView({
  cell,
  index,
  count,
  running,
  busy,
  editing,
  readOnly,
  editorRef,
  actions,
}: Props) {
  const number = index + 1;
  const isCode = cell.kind === "code";
  const prompt = isCode ? `[${running ? "*" : (cell.executionCount ?? " ")}]` : "";
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && event.shiftKey) {
      event.preventDefault();
      actions.runAndAdvance();
    }
  };
  const showEditor = cell.kind !== "markdown" || editing;
  return (
    <li className="notebook__cell" data-cell-kind={cell.kind} data-running={running || undefined}>
      <div className="notebook__cellHead">
        <span className="notebook__prompt" aria-hidden="true">
          {isCode ? `In ${prompt}:` : cell.kind === "markdown" ? "Markdown" : "Raw"}
        </span>
        <div className="notebook__cellButtons" role="group" aria-label={`Cell ${number} actions`}>
          {cell.kind === "code" || (cell.kind === "markdown" && editing) ? (
            <button
              type="button"
              onClick={actions.run}
              disabled={isCode && busy}
              aria-label={`Run cell ${number}`}
            >
              {isCode ? "Run" : "Render"}
            </button>
          ) : null}
          {cell.kind === "markdown" && !editing && !readOnly ? (
            <button type="button" onClick={actions.startEditing} aria-label={`Edit cell ${number}`}>
              Edit
            </button>
          ) : null}
          {!readOnly ? (
            <>
              <button
                type="button"
                onClick={actions.moveUp}
                disabled={index === 0}
                aria-label={`Move cell ${number} up`}
              >
                ↑
              </button>
              <button
                type="button"
                onClick={actions.moveDown}
                disabled={index === count - 1}
                aria-label={`Move cell ${number} down`}
              >
                ↓
              </button>
              <button
                type="button"
                onClick={actions.remove}
                disabled={running}
                aria-label={`Delete cell ${number}`}
              >
                Delete
              </button>
            </>
          ) : null}
        </div>
      </div>
      {showEditor ? (
        <textarea
          ref={editorRef}
          className="notebook__editor"
          value={cell.source}
          rows={rowsOf(cell.source)}
          readOnly={readOnly}
          spellCheck={false}
          wrap={cell.kind === "code" ? "off" : "soft"}
          aria-label={`Cell ${number} (${cell.kind})`}
          aria-keyshortcuts="Shift+Enter"
          onChange={(event) => actions.edit(event.target.value)}
          onKeyDown={onKeyDown}
        />
      ) : (
        <div
          className="notebook__markdown"
          onDoubleClick={readOnly ? undefined : actions.startEditing}
          aria-label={`Cell ${number} (markdown)`}
          role="group"
        >
          {cell.source.trim() ? (
            <MarkdownView text={cell.source} />
          ) : (
            <p className="notebook__hint">Empty markdown cell</p>
          )}
        </div>
      )}
      {isCode ? (
        <CellOutputs
          outputs={cell.outputs}
          label={`Cell ${number} output${cell.executionCount === null ? "" : ` [${cell.executionCount}]`}`}
        />
      ) : null}
    </li>
  );
}
