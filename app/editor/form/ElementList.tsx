import type { FormField } from "~/contract/widgets/form";
import { ElementEditor } from "./ElementEditor";
import { ElementRow, type RowEdits } from "./ElementRow";
import { elementDraftOf, emptyElementDraft, logicDraftOf } from "./form-editor-model";
import { LogicEditor } from "./LogicEditor";
import type { OpenDraft } from "./use-open-draft";

/**
 * The list column: the elements in order, an element's edit form or rule open under its row,
 * and below them the new element's form (or the button that opens it).
 */
export function ElementList({
  fields,
  label,
  drafts,
  edits,
  jsOnly,
}: {
  fields: readonly FormField[];
  /** The list's accessible name. */
  label: string;
  drafts: OpenDraft;
  edits: RowEdits;
  jsOnly: boolean;
}) {
  const { open, setOpen, errors, openDraft, close } = drafts;
  const { busy, running } = edits;
  return (
    <div className="form-editor__listColumn">
      <ol className="form-editor__list" aria-label={label}>
        {fields.map((field, index) => {
          const editing = open?.kind === "edit" && open.name === field.name;
          const ruling = open?.kind === "rule" && open.name === field.name;
          return (
            <ElementRow
              key={field.name}
              field={field}
              index={index}
              fields={fields}
              edits={edits}
              jsOnly={jsOnly}
              editing={editing}
              ruling={ruling}
              onEdit={() =>
                openDraft(
                  editing ? null : { kind: "edit", name: field.name, draft: elementDraftOf(field) },
                )
              }
              onRule={() =>
                openDraft(
                  ruling
                    ? null
                    : {
                        kind: "rule",
                        name: field.name,
                        draft: logicDraftOf(field.logic, fields, field.name),
                      },
                )
              }
            >
              {editing ? (
                <ElementEditor
                  mode="edit"
                  savedLabel={field.label}
                  draft={open.draft}
                  onChange={(draft) => setOpen({ ...open, draft })}
                  errors={errors}
                  busy={busy}
                  running={running === `edit:${field.name}`}
                  onSubmit={drafts.saveElement}
                  onCancel={() => close({ name: field.name, action: "edit" })}
                />
              ) : null}
              {ruling ? (
                <LogicEditor
                  field={field}
                  fields={fields}
                  draft={open.draft}
                  onChange={(draft) => setOpen({ ...open, draft })}
                  errors={errors}
                  busy={busy}
                  running={
                    running === `rule:${field.name}`
                      ? "save"
                      : running === `unrule:${field.name}`
                        ? "remove"
                        : null
                  }
                  onSave={() => drafts.saveRule(false)}
                  onRemove={() => drafts.saveRule(true)}
                  onCancel={() => close({ name: field.name, action: "rule" })}
                />
              ) : null}
            </ElementRow>
          );
        })}
      </ol>
      {open?.kind === "add" ? (
        <ElementEditor
          mode="add"
          draft={open.draft}
          onChange={(draft) => setOpen({ ...open, draft })}
          position={open.position}
          fieldCount={fields.length}
          onPosition={(position) => setOpen({ ...open, position })}
          errors={errors}
          busy={busy}
          running={running === "add"}
          onSubmit={drafts.saveElement}
          onCancel={() => close({})}
        />
      ) : (
        <button
          type="button"
          className={`btn btn-primary form-editor__addButton`}
          data-action="add"
          disabled={jsOnly || busy}
          onClick={() =>
            openDraft({ kind: "add", draft: emptyElementDraft(), position: fields.length })
          }
        >
          Add a field
        </button>
      )}
    </div>
  );
}
