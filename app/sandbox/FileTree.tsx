import { useId, useState, type FormEvent } from "react";
import { fileNameProblem } from "./file-names";

type Editing =
  | { kind: "none" }
  | { kind: "add" }
  | { kind: "rename"; fileName: string }
  | { kind: "delete"; fileName: string };

interface FileTreeProps {
  names: string[];
  active?: string;
  readOnly: boolean;
  onOpen: (fileName: string) => void;
  onAdd: (fileName: string) => void;
  onRename: (from: string, to: string) => void;
  onDelete: (fileName: string) => void;
}

/** One name field (new file or rename): Enter saves, Escape cancels, the refusal is shown under it. */
function NameForm(props: {
  label: string;
  initial: string;
  existing: string[];
  current?: string;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(props.initial);
  const [problem, setProblem] = useState<string>();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = fileNameProblem(name, props.existing, props.current);
    if (refused) return setProblem(refused);
    props.onSave(name);
  };
  return (
    <form className="sandbox__nameForm" onSubmit={submit}>
      <input
        aria-label={props.label}
        value={name}
        // A field the learner just asked for: focus follows the request.
        autoFocus
        spellCheck={false}
        autoCapitalize="off"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        onChange={(event) => {
          setName(event.target.value);
          setProblem(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape") props.onCancel();
        }}
      />
      <button type="submit" className="sandbox__small">
        Save
      </button>
      <button type="button" className="sandbox__small" onClick={props.onCancel}>
        Cancel
      </button>
      {problem ? (
        <p id={errorId} role="alert" className="sandbox__fieldError">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

/** The sandbox's files: open one; add, rename and delete (with a confirmation) when editable. */
export function FileTree(props: FileTreeProps) {
  const [editing, setEditing] = useState<Editing>({ kind: "none" });
  const done = () => setEditing({ kind: "none" });
  return (
    <nav className="sandbox__files" aria-label="Files">
      <div className="sandbox__filesHead">
        <span>Files</span>
        {!props.readOnly ? (
          <button
            type="button"
            className="sandbox__small"
            onClick={() => setEditing({ kind: "add" })}
            aria-label="New file"
          >
            + New
          </button>
        ) : null}
      </div>
      {editing.kind === "add" ? (
        <NameForm
          label="New file name"
          initial=""
          existing={props.names}
          onSave={(name) => {
            props.onAdd(name);
            done();
          }}
          onCancel={done}
        />
      ) : null}
      <ul className="sandbox__fileList">
        {props.names.map((name) => (
          <li key={name} data-file={name}>
            {editing.kind === "rename" && editing.fileName === name ? (
              <NameForm
                label={`New name for ${name}`}
                initial={name}
                existing={props.names}
                current={name}
                onSave={(next) => {
                  if (next !== name) props.onRename(name, next);
                  done();
                }}
                onCancel={done}
              />
            ) : editing.kind === "delete" && editing.fileName === name ? (
              <div className="sandbox__confirm" role="group" aria-label={`Delete ${name}?`}>
                <span>Delete {name}?</span>
                <button
                  type="button"
                  className="sandbox__danger sandbox__small"
                  onClick={() => {
                    props.onDelete(name);
                    done();
                  }}
                >
                  Delete
                </button>
                <button type="button" className="sandbox__small" onClick={done}>
                  Cancel
                </button>
              </div>
            ) : (
              <div className="sandbox__fileRow">
                <button
                  type="button"
                  className="sandbox__fileName"
                  aria-current={props.active === name ? "true" : undefined}
                  onClick={() => props.onOpen(name)}
                >
                  {name}
                </button>
                {!props.readOnly ? (
                  <>
                    <button
                      type="button"
                      className="sandbox__icon"
                      aria-label={`Rename ${name}`}
                      title="Rename"
                      onClick={() => setEditing({ kind: "rename", fileName: name })}
                    >
                      ✎
                    </button>
                    <button
                      type="button"
                      className="sandbox__icon"
                      aria-label={`Delete ${name}`}
                      title="Delete"
                      disabled={props.names.length <= 1}
                      onClick={() => setEditing({ kind: "delete", fileName: name })}
                    >
                      ×
                    </button>
                  </>
                ) : null}
              </div>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
