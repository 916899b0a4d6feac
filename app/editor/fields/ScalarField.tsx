import type { ReactNode } from "react";
import { fieldHelp, optionLabel } from "~/contract/editor-texts";
import { inputIdOf, inputNameOf, inputTextOf, readInput, valueAt } from "../component-form";
import type { FieldProps } from "./field-props";
import { ChoiceSelect, ColourInput, ParsedInput, type Choice } from "./FieldInputs";

const YES_NO: readonly Choice[] = [
  { value: "true", label: "Yes" },
  { value: "false", label: "No" },
];

/** A field's label (a star when required), its input and its error. */
function Row({
  id,
  label,
  help,
  required,
  error,
  children,
}: {
  id: string;
  label: string;
  help: string;
  required: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="page-editor__field">
      <label className="page-editor__fieldLabel" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <p id={`${id}-help`} className="page-editor__fieldHelp">
        {help}
      </p>
      {children}
      {error ? (
        <p id={`${id}-error`} className="page-editor__fieldError" data-field-error="">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A field of one value, with the input its kind asks for: text, long text, URL, yes/no, enum,
 * number, JSON or colour. Its text is read back into the value (component-form.ts).
 */
export function ScalarField({
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
  // The help line describes every input; an error is read first.
  const aria = error
    ? { "aria-invalid": true, "aria-describedby": `${id}-error ${id}-help` }
    : { "aria-describedby": `${id}-help` };
  const text = inputTextOf(spec, value);
  const title = label ?? spec.label;
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
          className="page-editor__input"
          rows={3}
          value={text}
          onChange={(event) => set(event.target.value)}
        />
      );
      break;
    case "boolean":
      input = (
        <ChoiceSelect
          {...common}
          value={text}
          choices={YES_NO}
          blank={!spec.required}
          onText={set}
        />
      );
      break;
    case "enum": {
      // A value the options no longer hold is still shown (and kept) as it is.
      const extra = text && !spec.options.includes(text) ? [text] : [];
      input = (
        <ChoiceSelect
          {...common}
          value={text}
          choices={[...spec.options, ...extra].map((option) => ({
            value: option,
            label: optionLabel(option),
          }))}
          blank={!(spec.required && text)}
          onText={set}
        />
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
        <ColourInput
          {...common}
          value={text}
          listId={`${formId}-colours`}
          pickerLabel={`Pick a colour for ${title}`}
          hydrated={hydrated}
          onText={set}
        />
      );
      break;
    default:
      input = (
        <input
          {...common}
          className="page-editor__input"
          type="text"
          inputMode={spec.kind === "url" ? "url" : undefined}
          value={text}
          onChange={(event) => set(event.target.value)}
        />
      );
  }
  return (
    <Row
      id={id}
      label={title}
      help={spec.help ?? fieldHelp(spec.key, spec.kind)}
      required={spec.required}
      error={error}
    >
      {input}
    </Row>
  );
}
