import { useId, useState, type FormEvent } from "react";
import { EDIT_URL } from "./edit-client";
import { usePageEditor } from "./editor-context";
import { EditorDialog } from "./EditorDialog";
import type { EditorKind } from "~/contract/editor-values";
import { cellLabel, kindLabel, locateCell } from "./keyboard-move";
import { PageEditFields } from "./PlainEditForm";

function matches({ kind, help }: EditorKind, query: string): boolean {
  const words = query.trim().toLowerCase();
  if (!words) return true;
  return (
    kind.toLowerCase().includes(words) ||
    kindLabel(kind).toLowerCase().includes(words) ||
    help.toLowerCase().includes(words)
  );
}

/**
 * Where a new cell starts: the kinds the editor can add (`editor.kinds`), a search that narrows
 * them and one radio button per kind (arrow keys move between them). Without JavaScript "Add
 * cell" adds the kind's sample at once (it can be edited right after); with it, "Continue" opens
 * the update panel on the sample, and the cell is added from there.
 */
export function KindPicker({ parentId, position }: { parentId: string; position: number }) {
  const { editor, roots, returnTo, hydrated, openPanel, closePanel } = usePageEditor();
  const [query, setQuery] = useState("");
  const [chosen, setChosen] = useState("");
  const id = useId().replace(/:/g, "");
  const kinds = editor.kinds;
  const shown = kinds.filter((kind) => matches(kind, query));
  const parent = locateCell(roots, parentId)?.node.cell;
  const where = parent
    ? `position ${position + 1} in ${cellLabel(parent)}`
    : `position ${position + 1}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const kind = shown.some((k) => k.kind === chosen) ? chosen : shown[0]?.kind;
    if (kind) openPanel({ type: "add", parentId, position, kind });
  };

  return (
    <EditorDialog title="Add a cell" closeHref={returnTo} onClose={closePanel}>
      <form
        method="post"
        action={EDIT_URL}
        onSubmit={hydrated ? submit : undefined}
        // With JavaScript, Enter in the search takes the first kind shown: no radio needs ticking.
        noValidate={hydrated}
        data-kind-picker=""
      >
        <PageEditFields intent="add-cell" fields={{ parentId, position: String(position) }} />
        <p className="page-editor__hint">The new cell goes to {where}.</p>
        <div className="page-editor__field">
          <label className="page-editor__fieldLabel" htmlFor={`${id}-search`}>
            Search widget kinds
          </label>
          <input
            id={`${id}-search`}
            className="page-editor__input"
            type="search"
            autoComplete="off"
            value={query}
            aria-controls={`${id}-kinds`}
            aria-describedby={`${id}-count`}
            onChange={(event) => setQuery(event.target.value)}
          />
          <p id={`${id}-count`} className="page-editor__hint" aria-live="polite">
            {shown.length} of {kinds.length} kinds
          </p>
        </div>
        <fieldset id={`${id}-kinds`} className="page-editor__kindList">
          <legend>Widget kind</legend>
          {kinds.map((kind) => (
            <label
              key={kind.kind}
              className="page-editor__kindOption"
              hidden={!shown.includes(kind)}
              data-kind={kind.kind}
            >
              <input
                type="radio"
                name="componentType"
                value={kind.kind}
                required
                checked={chosen === kind.kind}
                onChange={() => setChosen(kind.kind)}
              />
              <span className="page-editor__kindText">
                <span className="page-editor__kindTitle">{kindLabel(kind.kind)}</span>
                <span className="page-editor__kindHelp">{kind.help}</span>
              </span>
            </label>
          ))}
          {shown.length === 0 ? (
            <p className="page-editor__hint">No kind matches “{query}”.</p>
          ) : null}
        </fieldset>
        <div className="page-editor__formActions">
          <button type="submit" className="page-editor__primaryButton" data-op="choose-kind">
            {hydrated ? "Continue" : "Add cell"}
          </button>
        </div>
      </form>
    </EditorDialog>
  );
}
