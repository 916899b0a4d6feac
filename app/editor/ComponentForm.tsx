import { useEffect, useRef, useState, type ReactNode } from "react";
import { COLOUR_KEYS, type EditorFieldSpec } from "~/contract/editor-values";
import {
  emptyValueOf,
  hasValue,
  inputIdOf,
  inputNameOf,
  inputTextOf,
  movedItem,
  readInput,
  valueAt,
  type ComponentData,
  type FieldPath,
} from "./component-form";
import styles from "./editor.module.css";

export interface ComponentFormProps {
  /** Unique per form on the page: the inputs' ids start with it. */
  formId: string;
  fields: readonly EditorFieldSpec[];
  data: ComponentData;
  /** Errors by input name (`cd.title`): the BFF's, or the form's own (a number, JSON). */
  errors: Readonly<Record<string, string>>;
  /** JavaScript runs: lists can grow, shrink and be reordered. */
  hydrated: boolean;
  onChange(path: FieldPath, value: unknown): void;
  /** An input whose text cannot be read (not a number, not JSON), or no longer so. */
  onInvalid(name: string, message: string | undefined): void;
}

type FieldProps = Omit<ComponentFormProps, "fields"> & {
  spec: EditorFieldSpec;
  path: FieldPath;
  /** The label, when the spec's own is not enough (a list's plain item). */
  label?: string;
};

/**
 * A widget's edit form, generated from its field specs (EditorFieldSpec, made on the server from
 * the widget's schema): every input is named `cd.<path>` and shows the cell's value, so the form
 * posts without JavaScript too. Optional parts that are not set yet start folded.
 */
export function ComponentForm(props: ComponentFormProps) {
  return (
    <div className={styles.formFields}>
      {props.fields.map((spec) => (
        <Field key={spec.key} {...props} spec={spec} path={[spec.key]} />
      ))}
    </div>
  );
}

function Field(props: FieldProps) {
  switch (props.spec.kind) {
    case "object":
      return <ObjectField {...props} spec={props.spec} />;
    case "list":
      return <ListField {...props} spec={props.spec} />;
    default:
      return <ScalarField {...props} />;
  }
}

function Row({
  id,
  label,
  required,
  error,
  children,
}: {
  id: string;
  label: string;
  required: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.fieldLabel} htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError} data-field-error="">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ScalarField({
  spec,
  path,
  data,
  errors,
  formId,
  hydrated,
  onChange,
  onInvalid,
  label,
}: FieldProps) {
  const id = inputIdOf(formId, path);
  const name = inputNameOf(path);
  const value = valueAt(data, path);
  const error = errors[name];
  const aria = error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};
  const text = inputTextOf(spec, value);
  const set = (raw: string) => {
    const read = readInput(spec, raw);
    if (read.ok) onChange(path, read.value);
  };
  const common = { id, name, ...aria };
  let input: ReactNode;
  switch (spec.kind) {
    case "longtext":
      input = (
        <textarea
          {...common}
          className={styles.input}
          rows={3}
          value={text}
          onChange={(event) => set(event.target.value)}
        />
      );
      break;
    case "boolean":
      input = (
        <select
          {...common}
          className={styles.input}
          value={text}
          onChange={(e) => set(e.target.value)}
        >
          {spec.required ? null : <option value="">Not set</option>}
          <option value="true">Yes</option>
          <option value="false">No</option>
        </select>
      );
      break;
    case "enum": {
      const options = spec.kind === "enum" ? spec.options : [];
      const extra = text && !options.includes(text) ? [text] : [];
      input = (
        <select
          {...common}
          className={styles.input}
          value={text}
          onChange={(e) => set(e.target.value)}
        >
          {spec.required && text ? null : <option value="">Not set</option>}
          {[...options, ...extra].map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
      break;
    }
    case "number":
    case "json":
      input = (
        <ParsedInput
          {...common}
          spec={spec}
          value={value}
          onValue={(next) => onChange(path, next)}
          onInvalid={(message) => onInvalid(name, message)}
        />
      );
      break;
    case "colour":
      input = (
        <span className={styles.colourRow}>
          <input
            {...common}
            className={styles.input}
            type="text"
            list={`${formId}-colours`}
            value={text}
            onChange={(event) => set(event.target.value)}
          />
          {hydrated ? (
            <input
              type="color"
              className={styles.colourPicker}
              aria-label={`Pick a colour for ${label ?? spec.label}`}
              value={/^#[0-9a-f]{6}$/i.test(text) ? text : "#000000"}
              onChange={(event) => set(event.target.value)}
            />
          ) : null}
          <datalist id={`${formId}-colours`}>
            {COLOUR_KEYS.map((key) => (
              <option key={key} value={key} />
            ))}
          </datalist>
        </span>
      );
      break;
    default:
      input = (
        <input
          {...common}
          className={styles.input}
          type="text"
          inputMode={spec.kind === "url" ? "url" : undefined}
          value={text}
          onChange={(event) => set(event.target.value)}
        />
      );
  }
  return (
    <Row id={id} label={label ?? spec.label} required={spec.required} error={error}>
      {input}
    </Row>
  );
}

/**
 * A number or JSON field keeps the text being typed ("1.", half a JSON object) and stores the
 * value once the text reads; an outside change (a list reordered) shows the new value.
 */
function ParsedInput({
  spec,
  value,
  onValue,
  onInvalid,
  ...input
}: {
  id: string;
  name: string;
  spec: EditorFieldSpec;
  value: unknown;
  onValue: (value: unknown) => void;
  onInvalid: (message: string | undefined) => void;
}) {
  const [text, setText] = useState(() => inputTextOf(spec, value));
  useEffect(() => {
    const read = readInput(spec, text);
    if (!read.ok || JSON.stringify(read.value) !== JSON.stringify(value)) {
      setText(inputTextOf(spec, value));
      onInvalid(undefined);
    }
    // Only an outside change of the value re-reads it; typing is handled below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  const change = (raw: string) => {
    setText(raw);
    const read = readInput(spec, raw);
    if (read.ok) {
      onInvalid(undefined);
      onValue(read.value);
    } else onInvalid(read.error);
  };
  if (spec.kind === "json") {
    return (
      <textarea
        {...input}
        className={`${styles.input} ${styles.code}`}
        rows={4}
        spellCheck={false}
        value={text}
        onChange={(event) => change(event.target.value)}
      />
    );
  }
  return (
    <input
      {...input}
      className={styles.input}
      type="text"
      inputMode="decimal"
      value={text}
      onChange={(event) => change(event.target.value)}
    />
  );
}

/** The fields an image or an action shows first; the rest fold under "More". */
const PRIMARY_KEYS: Record<"image" | "action", string[]> = {
  image: ["url", "altText"],
  action: ["type", "uri"],
};

function ObjectField(props: FieldProps & { spec: Extract<EditorFieldSpec, { kind: "object" }> }) {
  const { spec, path, data, label } = props;
  const value = valueAt(data, path);
  const primaryKeys = spec.role ? PRIMARY_KEYS[spec.role] : undefined;
  const primary = primaryKeys
    ? spec.fields.filter((f) => primaryKeys.includes(f.key))
    : spec.fields;
  const rest = primaryKeys ? spec.fields.filter((f) => !primaryKeys.includes(f.key)) : [];
  const title = label ?? spec.label;
  const inner = (
    <>
      {primary.map((field) => (
        <Field
          key={field.key}
          {...props}
          label={undefined}
          spec={field}
          path={[...path, field.key]}
        />
      ))}
      {rest.length ? (
        <details className={styles.more}>
          <summary>More {spec.role} settings</summary>
          {rest.map((field) => (
            <Field
              key={field.key}
              {...props}
              label={undefined}
              spec={field}
              path={[...path, field.key]}
            />
          ))}
        </details>
      ) : null}
    </>
  );
  return (
    <Group
      name={inputNameOf(path)}
      title={title}
      optional={!spec.required}
      filled={hasValue(value)}
      errors={props.errors}
    >
      {inner}
    </Group>
  );
}

/**
 * An object's or a list's fields: a fieldset, or, for an optional part, a fold that starts open
 * only when the part is set (and stays as the admin left it while they type). A fold with an
 * error inside opens, so the error is seen.
 */
function Group({
  name,
  title,
  optional,
  filled,
  errors,
  children,
}: {
  name: string;
  title: string;
  optional: boolean;
  filled: boolean;
  errors: Readonly<Record<string, string>>;
  children: ReactNode;
}) {
  const hasError = Object.keys(errors).some((key) => key.startsWith(`${name}.`));
  const [openAtFirst] = useState(filled || hasError);
  const fold = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (hasError && fold.current) fold.current.open = true;
  }, [hasError]);
  if (optional) {
    return (
      <details
        ref={fold}
        className={styles.optional}
        data-field={name}
        open={openAtFirst || undefined}
      >
        <summary>{title}</summary>
        <div className={styles.fieldGroup}>{children}</div>
      </details>
    );
  }
  return (
    <fieldset className={styles.fieldset} data-field={name}>
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

function ListField(props: FieldProps & { spec: Extract<EditorFieldSpec, { kind: "list" }> }) {
  const { spec, path, data, hydrated, onChange, label } = props;
  const value = valueAt(data, path);
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  const title = label ?? spec.label;
  const item = spec.item;
  const body = (
    <>
      {items.length === 0 ? <p className={styles.hint}>No items yet.</p> : null}
      <ol className={styles.listItems}>
        {items.map((_, index) => (
          <li key={index} className={styles.listItem}>
            <fieldset className={styles.itemSet}>
              <legend>
                {title}, item {index + 1}
              </legend>
              {item.kind === "object" ? (
                item.fields.map((field) => (
                  <Field
                    key={field.key}
                    {...props}
                    label={undefined}
                    spec={field}
                    path={[...path, index, field.key]}
                  />
                ))
              ) : (
                <Field
                  {...props}
                  spec={item}
                  path={[...path, index]}
                  label={`${title} ${index + 1}`}
                />
              )}
              {hydrated ? (
                <div className={styles.itemActions}>
                  <button
                    type="button"
                    className={styles.smallButton}
                    disabled={index === 0}
                    aria-label={`Move ${title} item ${index + 1} up`}
                    onClick={() => onChange(path, movedItem(items, index, index - 1))}
                  >
                    ↑ Up
                  </button>
                  <button
                    type="button"
                    className={styles.smallButton}
                    disabled={index === items.length - 1}
                    aria-label={`Move ${title} item ${index + 1} down`}
                    onClick={() => onChange(path, movedItem(items, index, index + 1))}
                  >
                    ↓ Down
                  </button>
                  <button
                    type="button"
                    className={styles.smallButton}
                    aria-label={`Remove ${title} item ${index + 1}`}
                    onClick={() =>
                      onChange(
                        path,
                        items.filter((__, other) => other !== index),
                      )
                    }
                  >
                    Remove
                  </button>
                </div>
              ) : null}
            </fieldset>
          </li>
        ))}
      </ol>
      {hydrated ? (
        <button
          type="button"
          className={styles.smallButton}
          onClick={() => onChange(path, [...items, emptyValueOf(item)])}
        >
          Add {title.toLowerCase()} item
        </button>
      ) : null}
    </>
  );
  return (
    <Group
      name={inputNameOf(path)}
      title={title}
      optional={!spec.required}
      filled={items.length > 0}
      errors={props.errors}
    >
      {body}
    </Group>
  );
}
