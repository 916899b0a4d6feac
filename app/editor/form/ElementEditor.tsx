import { useId, useRef } from "react";
import {
  FIELD_TYPE_TEXTS,
  FIELD_TYPES,
  nameFromLabel,
  takesOptions,
  takesPlaceholder,
  type ElementDraft,
  type OptionDraft,
} from "./form-editor-model";
import { describedBy, SelectField, TextField } from "./inputs";
import { EditorForm, FormActions } from "./parts";

export interface ElementEditorProps {
  mode: "add" | "edit";
  /** The field's label as saved (the heading of an edit). */
  savedLabel?: string;
  draft: ElementDraft;
  onChange: (draft: ElementDraft) => void;
  /** Add: where the new field goes (0-based), and how many fields there are. */
  position?: number;
  fieldCount?: number;
  onPosition?: (position: number) => void;
  /** Field errors by the platform's paths ("element.name"), from the last refused save. */
  errors: Readonly<Record<string, string>>;
  busy: boolean;
  running: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

const ELEMENT_KEYS = [
  "name",
  "label",
  "type",
  "required",
  "placeholder",
  "options",
  "accept",
  "maxBytes",
];

/**
 * The form to add or edit one element: its kind, label, name, whether it is required, and what
 * its kind has (a placeholder, options, accepted files and their largest size). Needs
 * JavaScript: the element is sent as JSON the editor builds (elementJsonOf).
 */
export function ElementEditor(props: ElementEditorProps) {
  const { mode, draft, onChange, errors, busy } = props;
  const base = `element-${useId().replace(/:/g, "")}`;
  const set = (patch: Partial<ElementDraft>) => onChange({ ...draft, ...patch });
  const error = (key: string) => errors[`element.${key}`];

  // A new field's name follows its label until the admin types a name of their own.
  const nameFollowsLabel = useRef(mode === "add" && draft.name === "");
  const setLabel = (label: string) =>
    set(nameFollowsLabel.current ? { label, name: nameFromLabel(label) } : { label });

  // Errors an input of this form shows; any other is listed at its top.
  const shown = (key: string) => {
    const [head, part] = key.split(".");
    if (head === "position") return mode === "add";
    return head === "element" && part !== undefined && ELEMENT_KEYS.includes(part);
  };

  return (
    <EditorForm
      base={base}
      heading={mode === "add" ? "New field" : `Edit “${props.savedLabel ?? draft.label}”`}
      errors={errors}
      shown={shown}
      busy={busy}
      onSubmit={props.onSubmit}
      data-element-editor={mode}
    >
      <div className="form-editor__grid">
        <SelectField
          id={`${base}-type`}
          label="Kind"
          error={error("type")}
          value={draft.type}
          onValue={(type) => set({ type: type as ElementDraft["type"] })}
        >
          {FIELD_TYPES.map((type) => (
            <option key={type} value={type}>
              {FIELD_TYPE_TEXTS[type]}
            </option>
          ))}
        </SelectField>
        <TextField
          id={`${base}-label`}
          label="Label"
          error={error("label")}
          value={draft.label}
          onValue={setLabel}
        />
        <TextField
          id={`${base}-name`}
          label="Name"
          hint="What the answer is saved as: a letter, then letters, digits, _ . or -"
          error={error("name")}
          code
          value={draft.name}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          onValue={(name) => {
            nameFollowsLabel.current = false;
            set({ name });
          }}
        />
        {takesPlaceholder(draft.type) ? (
          <TextField
            id={`${base}-placeholder`}
            label={draft.type === "select" ? "Words of the empty choice" : "Placeholder"}
            error={error("placeholder")}
            value={draft.placeholder}
            onValue={(placeholder) => set({ placeholder })}
          />
        ) : null}
      </div>
      <div className="form-editor__check">
        <input
          id={`${base}-required`}
          type="checkbox"
          checked={draft.required}
          onChange={(event) => set({ required: event.target.checked })}
          {...describedBy(`${base}-required`, { error: error("required") })}
        />
        <label htmlFor={`${base}-required`}>Required</label>
        {error("required") ? (
          <p id={`${base}-required-error`} className="form-editor__error">
            {error("required")}
          </p>
        ) : null}
      </div>
      {takesOptions(draft.type) ? (
        <OptionsFieldset
          base={base}
          options={draft.options}
          error={error}
          onOptions={(options) => set({ options })}
        />
      ) : null}
      {draft.type === "file" ? (
        <div className="form-editor__grid">
          <TextField
            id={`${base}-accept`}
            label="Accepted files"
            hint="For example application/pdf,.pdf"
            error={error("accept")}
            code
            value={draft.accept}
            spellCheck={false}
            onValue={(accept) => set({ accept })}
          />
          <TextField
            id={`${base}-max`}
            label="Largest file (MB)"
            error={error("maxBytes")}
            inputMode="decimal"
            value={draft.maxMegabytes}
            onValue={(maxMegabytes) => set({ maxMegabytes })}
          />
        </div>
      ) : null}
      {mode === "add" && props.onPosition ? (
        <SelectField
          id={`${base}-position`}
          label="Place in the form"
          error={errors.position}
          value={props.position}
          onValue={(position) => props.onPosition?.(Number(position))}
        >
          {Array.from({ length: (props.fieldCount ?? 0) + 1 }, (_, place) => (
            <option key={place} value={place}>
              {place === (props.fieldCount ?? 0) ? `${place + 1} (at the end)` : place + 1}
            </option>
          ))}
        </SelectField>
      ) : null}
      <FormActions
        save={mode === "add" ? "Add field" : "Save field"}
        running={props.running}
        busy={busy}
        onCancel={props.onCancel}
      />
    </EditorForm>
  );
}

/** The options of a drop-down or radio group: a label and a value each, at least one. */
function OptionsFieldset({
  base,
  options,
  error,
  onOptions,
}: {
  base: string;
  options: readonly OptionDraft[];
  error: (key: string) => string | undefined;
  onOptions: (options: OptionDraft[]) => void;
}) {
  const setOption = (index: number, patch: Partial<OptionDraft>) =>
    onOptions(options.map((option, i) => (i === index ? { ...option, ...patch } : option)));
  return (
    <fieldset className="form-editor__options" aria-describedby={`${base}-options-hint`}>
      <legend className="form-editor__label">Options</legend>
      <p id={`${base}-options-hint`} className="form-editor__hint">
        The value is what is saved; left empty, it is made from the label.
      </p>
      {error("options") ? <p className="form-editor__error">{error("options")}</p> : null}
      <ol className="form-editor__optionList">
        {options.map((option, index) => {
          const id = `${base}-option-${index}`;
          const which = <span className="visually-hidden">of option {index + 1}</span>;
          return (
            <li key={index} className="form-editor__optionRow">
              <TextField
                id={`${id}-label`}
                label={<>Label {which}</>}
                error={error(`options.${index}.label`)}
                value={option.label}
                onValue={(label) => setOption(index, { label })}
              />
              <TextField
                id={`${id}-value`}
                label={<>Value {which}</>}
                error={error(`options.${index}.value`)}
                code
                value={option.value}
                spellCheck={false}
                autoCapitalize="off"
                onValue={(value) => setOption(index, { value })}
              />
              <button
                type="button"
                className={`btn btn-text form-editor__remove`}
                disabled={options.length <= 1}
                onClick={() => onOptions(options.filter((_, i) => i !== index))}
              >
                Remove <span className="visually-hidden">option {index + 1}</span>
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={`btn btn-text form-editor__addSmall`}
        disabled={options.length >= 50}
        onClick={() => onOptions([...options, { label: "", value: "" }])}
      >
        Add an option
      </button>
    </fieldset>
  );
}
