import { useEffect, useId, useRef, type FormEvent } from "react";
import {
  FIELD_TYPE_TEXTS,
  FIELD_TYPES,
  nameFromLabel,
  takesOptions,
  takesPlaceholder,
  type ElementDraft,
  type OptionDraft,
} from "./form-editor-model";
import { BusyButton, describedBy, EditorField, OtherErrors } from "./parts";
import styles from "./FormEditor.module.css";

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
  const { mode, draft, onChange, errors, busy, running } = props;
  const base = `element-${useId().replace(/:/g, "")}`;
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = `${base}-heading`;
  const set = (patch: Partial<ElementDraft>) => onChange({ ...draft, ...patch });
  const error = (key: string) => errors[`element.${key}`];

  // A refused save: focus goes to the first input in error (the text typed stays).
  useEffect(() => {
    if (!Object.keys(errors).length) return;
    formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [errors]);

  // A new field's name follows its label until the admin types a name of their own.
  const nameFollowsLabel = useRef(mode === "add" && draft.name === "");
  const setLabel = (label: string) =>
    set(nameFollowsLabel.current ? { label, name: nameFromLabel(label) } : { label });

  const setOption = (index: number, patch: Partial<OptionDraft>) =>
    set({
      options: draft.options.map((option, i) => (i === index ? { ...option, ...patch } : option)),
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) props.onSubmit();
  };

  // Errors an input of this form shows; any other is listed at its top.
  const shown = (key: string) => {
    const [head, part] = key.split(".");
    if (head === "position") return mode === "add";
    return head === "element" && part !== undefined && ELEMENT_KEYS.includes(part);
  };

  return (
    <form
      ref={formRef}
      className={styles.editorForm}
      onSubmit={submit}
      aria-labelledby={headingId}
      noValidate
      data-element-editor={mode}
    >
      <h4 id={headingId} className={styles.editorHeading}>
        {mode === "add" ? "New field" : `Edit “${props.savedLabel ?? draft.label}”`}
      </h4>
      <OtherErrors errors={errors} shown={shown} />
      <div className={styles.grid}>
        <EditorField id={`${base}-type`} label="Kind" error={error("type")}>
          <select
            id={`${base}-type`}
            className={styles.input}
            value={draft.type}
            onChange={(event) => set({ type: event.target.value as ElementDraft["type"] })}
            {...describedBy(`${base}-type`, { error: error("type") })}
          >
            {FIELD_TYPES.map((type) => (
              <option key={type} value={type}>
                {FIELD_TYPE_TEXTS[type]}
              </option>
            ))}
          </select>
        </EditorField>
        <EditorField id={`${base}-label`} label="Label" error={error("label")}>
          <input
            id={`${base}-label`}
            className={styles.input}
            value={draft.label}
            onChange={(event) => setLabel(event.target.value)}
            {...describedBy(`${base}-label`, { error: error("label") })}
          />
        </EditorField>
        <EditorField
          id={`${base}-name`}
          label="Name"
          hint="What the answer is saved as: a letter, then letters, digits, _ . or -"
          error={error("name")}
        >
          <input
            id={`${base}-name`}
            className={`${styles.input} ${styles.code}`}
            value={draft.name}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            onChange={(event) => {
              nameFollowsLabel.current = false;
              set({ name: event.target.value });
            }}
            {...describedBy(`${base}-name`, { hint: true, error: error("name") })}
          />
        </EditorField>
        {takesPlaceholder(draft.type) ? (
          <EditorField
            id={`${base}-placeholder`}
            label={draft.type === "select" ? "Words of the empty choice" : "Placeholder"}
            error={error("placeholder")}
          >
            <input
              id={`${base}-placeholder`}
              className={styles.input}
              value={draft.placeholder}
              onChange={(event) => set({ placeholder: event.target.value })}
              {...describedBy(`${base}-placeholder`, { error: error("placeholder") })}
            />
          </EditorField>
        ) : null}
      </div>
      <div className={styles.check}>
        <input
          id={`${base}-required`}
          type="checkbox"
          checked={draft.required}
          onChange={(event) => set({ required: event.target.checked })}
          {...describedBy(`${base}-required`, { error: error("required") })}
        />
        <label htmlFor={`${base}-required`}>Required</label>
        {error("required") ? (
          <p id={`${base}-required-error`} className={styles.error}>
            {error("required")}
          </p>
        ) : null}
      </div>
      {takesOptions(draft.type) ? (
        <fieldset className={styles.options} aria-describedby={`${base}-options-hint`}>
          <legend className={styles.label}>Options</legend>
          <p id={`${base}-options-hint`} className={styles.hint}>
            The value is what is saved; left empty, it is made from the label.
          </p>
          {error("options") ? <p className={styles.error}>{error("options")}</p> : null}
          <ol className={styles.optionList}>
            {draft.options.map((option, index) => {
              const labelError = error(`options.${index}.label`);
              const valueError = error(`options.${index}.value`);
              const id = `${base}-option-${index}`;
              return (
                <li key={index} className={styles.optionRow}>
                  <EditorField
                    id={`${id}-label`}
                    label={
                      <>
                        Label <span className="visually-hidden">of option {index + 1}</span>
                      </>
                    }
                    error={labelError}
                  >
                    <input
                      id={`${id}-label`}
                      className={styles.input}
                      value={option.label}
                      onChange={(event) => setOption(index, { label: event.target.value })}
                      {...describedBy(`${id}-label`, { error: labelError })}
                    />
                  </EditorField>
                  <EditorField
                    id={`${id}-value`}
                    label={
                      <>
                        Value <span className="visually-hidden">of option {index + 1}</span>
                      </>
                    }
                    error={valueError}
                  >
                    <input
                      id={`${id}-value`}
                      className={`${styles.input} ${styles.code}`}
                      value={option.value}
                      spellCheck={false}
                      autoCapitalize="off"
                      onChange={(event) => setOption(index, { value: event.target.value })}
                      {...describedBy(`${id}-value`, { error: valueError })}
                    />
                  </EditorField>
                  <button
                    type="button"
                    className={`btn btn-text ${styles.remove}`}
                    disabled={draft.options.length <= 1}
                    onClick={() => set({ options: draft.options.filter((_, i) => i !== index) })}
                  >
                    Remove <span className="visually-hidden">option {index + 1}</span>
                  </button>
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            className={`btn btn-text ${styles.addSmall}`}
            disabled={draft.options.length >= 50}
            onClick={() => set({ options: [...draft.options, { label: "", value: "" }] })}
          >
            Add an option
          </button>
        </fieldset>
      ) : null}
      {draft.type === "file" ? (
        <div className={styles.grid}>
          <EditorField
            id={`${base}-accept`}
            label="Accepted files"
            hint="For example application/pdf,.pdf"
            error={error("accept")}
          >
            <input
              id={`${base}-accept`}
              className={`${styles.input} ${styles.code}`}
              value={draft.accept}
              spellCheck={false}
              onChange={(event) => set({ accept: event.target.value })}
              {...describedBy(`${base}-accept`, { hint: true, error: error("accept") })}
            />
          </EditorField>
          <EditorField id={`${base}-max`} label="Largest file (MB)" error={error("maxBytes")}>
            <input
              id={`${base}-max`}
              className={styles.input}
              inputMode="decimal"
              value={draft.maxMegabytes}
              onChange={(event) => set({ maxMegabytes: event.target.value })}
              {...describedBy(`${base}-max`, { error: error("maxBytes") })}
            />
          </EditorField>
        </div>
      ) : null}
      {mode === "add" && props.onPosition ? (
        <EditorField id={`${base}-position`} label="Place in the form" error={errors.position}>
          <select
            id={`${base}-position`}
            className={styles.input}
            value={props.position}
            onChange={(event) => props.onPosition?.(Number(event.target.value))}
            {...describedBy(`${base}-position`, { error: errors.position })}
          >
            {Array.from({ length: (props.fieldCount ?? 0) + 1 }, (_, place) => (
              <option key={place} value={place}>
                {place === (props.fieldCount ?? 0) ? `${place + 1} (at the end)` : place + 1}
              </option>
            ))}
          </select>
        </EditorField>
      ) : null}
      <div className={styles.formActions}>
        <BusyButton running={running} disabled={busy} className="btn btn-primary">
          {mode === "add" ? "Add field" : "Save field"}
        </BusyButton>
        <button type="button" className="btn btn-text" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
