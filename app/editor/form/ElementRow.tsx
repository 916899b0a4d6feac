import type { ReactNode } from "react";
import { formLogicText } from "~/contract/editor-values";
import type { FormField } from "~/contract/widgets/form";
import { FIELD_TYPE_TEXTS } from "./form-editor-model";
import { BusyButton, ForReader, PlainEditForm } from "./parts";
import type { FocusTarget, PlainRun } from "./use-open-draft";
import type { FormEditIntent, FormEditTarget } from "./use-form-edits";

/** What a row's plain forms need of the panel: where they post, and the edit on its way. */
export interface RowEdits {
  target: FormEditTarget;
  busy: boolean;
  /** The key of the edit on its way ("up:track"). */
  running: string | null;
  plain: PlainRun;
}

/**
 * One element of the list: its place, label, kind, name and rule in words, and its actions.
 * Edit and Rule open a draft (`children`, under the row) and need JavaScript; Duplicate, the
 * moves and Delete are plain forms that work without it.
 */
export function ElementRow({
  field,
  index,
  fields,
  edits,
  jsOnly,
  editing,
  ruling,
  onEdit,
  onRule,
  children,
}: {
  field: FormField;
  index: number;
  fields: readonly FormField[];
  edits: RowEdits;
  jsOnly: boolean;
  /** Its edit form, or its rule's, is open. */
  editing: boolean;
  ruling: boolean;
  onEdit: () => void;
  onRule: () => void;
  children: ReactNode;
}) {
  const { target, busy, running, plain } = edits;
  const name = field.name;
  const previous = fields[index - 1];
  const next = fields[index + 1];
  const labelOf = (other: string) => fields.find((f) => f.name === other)?.label ?? other;
  const rowId = `element-${index}`;
  const label = <ForReader> {field.label}</ForReader>;
  const isRunning = (key: string) => running === `${key}:${name}`;
  const onRun = (action: string, intent: FormEditIntent, focus?: FocusTarget) =>
    plain(`${action}:${name}`, intent, focus ?? { name, action });
  /** A button that opens (or closes) a draft under the row: it needs JavaScript. */
  const draftButton = (
    action: "edit" | "rule",
    expanded: boolean,
    onClick: () => void,
    words: string,
  ) => (
    <button
      type="button"
      className={`btn btn-secondary form-editor__action`}
      data-action={action}
      disabled={jsOnly || busy}
      aria-expanded={expanded}
      onClick={onClick}
    >
      {words}
      {label}
    </button>
  );
  /** A plain form of one button, its action's focus target the button itself. */
  const plainButton = (
    action: "duplicate" | "up" | "down",
    intent: FormEditIntent,
    sent: Record<string, string>,
    words: string,
    disabled = false,
  ) => (
    <PlainEditForm target={target} intent={intent} fields={sent} onRun={onRun(action, intent)}>
      <BusyButton running={isRunning(action)} disabled={busy || disabled} data-action={action}>
        {words}
        {label}
      </BusyButton>
    </PlainEditForm>
  );
  return (
    <li className="form-editor__row" data-element={name} tabIndex={-1} aria-labelledby={rowId}>
      <div className="form-editor__rowHead">
        <span className="form-editor__place" aria-hidden="true">
          {index + 1}
        </span>
        <div className="form-editor__rowText">
          <p id={rowId} className="form-editor__rowLabel">
            {field.label}
          </p>
          <p className="form-editor__rowMeta">
            {FIELD_TYPE_TEXTS[field.type]} · <code>{name}</code>
            {field.required ? " · required" : ""}
          </p>
          {field.logic ? (
            <p className="form-editor__rowRule" data-element-rule>
              {formLogicText(field.logic, labelOf)}
            </p>
          ) : null}
        </div>
      </div>
      <div className="form-editor__rowActions">
        {draftButton("edit", editing, onEdit, "Edit")}
        {draftButton("rule", ruling, onRule, field.logic ? "Edit rule" : "Add rule")}
        {plainButton("duplicate", "duplicate-element", { name }, "Duplicate")}
        {plainButton(
          "up",
          "swap-element",
          { name, otherName: previous?.name ?? "" },
          "Move up",
          !previous,
        )}
        {plainButton(
          "down",
          "swap-element",
          { name, otherName: next?.name ?? "" },
          "Move down",
          !next,
        )}
        <PlainEditForm
          target={target}
          intent="move-element"
          fields={{ name }}
          className="form-editor__moveForm"
          onRun={onRun("move", "move-element")}
        >
          <label className="form-editor__moveLabel" htmlFor={`${rowId}-place`}>
            Place{label}
          </label>
          <select
            key={index}
            id={`${rowId}-place`}
            name="position"
            className={`form-editor__input form-editor__placeSelect`}
            defaultValue={index}
          >
            {fields.map((other, place) => (
              <option key={other.name} value={place}>
                {place + 1}
              </option>
            ))}
          </select>
          <BusyButton running={isRunning("move")} disabled={busy} data-action="move">
            Move{label}
          </BusyButton>
        </PlainEditForm>
        <details className="form-editor__delete">
          <summary className={`btn btn-text form-editor__deleteSummary`} data-action="delete">
            Delete{label}
          </summary>
          <PlainEditForm
            target={target}
            intent="delete-element"
            fields={{ name }}
            className="form-editor__deleteForm"
            // Focus goes to the row that takes its place (the next, or the one before at the end).
            onRun={onRun("delete", "delete-element", { name: next?.name ?? previous?.name })}
          >
            <p className="form-editor__deleteQuestion">
              Delete “{field.label}” from the form? Conditions of other rules that name it go too.
            </p>
            <BusyButton
              running={isRunning("delete")}
              disabled={busy}
              className={`btn btn-primary form-editor__dangerSolid`}
              data-action="confirm-delete"
            >
              Delete field{label}
            </BusyButton>
          </PlainEditForm>
        </details>
      </div>
      {children}
    </li>
  );
}
