import { isTicked, sizeText } from "./form-result";
import type { FormField } from "~/contract/widgets/form";

export interface FormFieldViewProps {
  field: FormField;
  /** The form's id prefix: field ids are `${idBase}-${name}`. */
  idBase: string;
  value: string;
  error?: string;
  /** A client-side error (a file over its limit) shown like a server one. */
  localError?: string;
  /** Its show/hide rule does not hold for the current values: not required, and hidden. */
  hiddenByRule?: boolean;
  /** After hydration a hidden field is also disabled (not posted) and out of the page's flow. */
  hydrated?: boolean;
  /** The rule in words, shown beside the field without JavaScript. */
  rule?: string;
}

/** Autocomplete hints for the names our forms use, so phones can fill them in. */
const AUTOCOMPLETE: Record<string, string> = {
  firstName: "given-name",
  lastName: "family-name",
  name: "name",
  fullName: "name",
  email: "email",
  phone: "tel",
  phoneNumber: "tel",
  mobileNumber: "tel",
  company: "organization",
  designation: "organization-title",
};

function autoCompleteOf(field: FormField): string | undefined {
  if (field.type === "email") return "email";
  if (field.type === "phone") return "tel";
  return AUTOCOMPLETE[field.name];
}

function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span className="form__required" aria-hidden="true">
      {" *"}
    </span>
  ) : null;
}

/**
 * One field: its label tied to the input, a required mark, a hint and the error right under it
 * (aria-invalid, aria-describedby). Values come back after a failed post (uncontrolled inputs:
 * with JavaScript the browser keeps what was typed; without it the server's render fills them).
 */
export function FormFieldView({
  field,
  idBase,
  value,
  error,
  localError,
  hiddenByRule = false,
  hydrated = false,
  rule,
}: FormFieldViewProps) {
  const id = `${idBase}-${field.name}`;
  const errorText = localError ?? error;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const ruleId = `${id}-rule`;
  const hint =
    field.type === "file" && field.maxBytes ? `Up to ${sizeText(field.maxBytes)}` : undefined;
  // The rule's words describe the field only where they show: without JavaScript.
  const ruleShown = Boolean(rule) && !hydrated;
  const describedBy = [ruleShown ? ruleId : "", hint ? hintId : "", errorText ? errorId : ""]
    .filter(Boolean)
    .join(" ");
  const required = field.required && !hiddenByRule;
  const concealed = hiddenByRule && hydrated;
  const common = {
    name: field.name,
    required: required || undefined,
    disabled: concealed || undefined,
    "aria-invalid": errorText ? (true as const) : undefined,
    "aria-describedby": describedBy || undefined,
  };
  // The wrapper of a field with a rule says whether it holds; CSS hides a "hidden" one when
  // scripts run (before hydration too), and `hidden` keeps it hidden where that query is unknown.
  const logicAttributes = field.logic
    ? { "data-logic": hiddenByRule ? "hidden" : "shown", hidden: concealed || undefined }
    : {};
  const ruleLine = rule ? (
    <p id={ruleId} className="form__rule">
      {rule}
    </p>
  ) : null;
  const errorLine = errorText ? (
    <p id={errorId} className="form__error">
      {errorText}
    </p>
  ) : null;
  const hintLine = hint ? (
    <p id={hintId} className="form__hint">
      {hint}
    </p>
  ) : null;

  if (field.type === "radio") {
    return (
      <fieldset
        className="form__group"
        data-field={field.name}
        disabled={concealed || undefined}
        {...logicAttributes}
      >
        <legend className="form__label">
          {field.label}
          <RequiredMark required={required} />
        </legend>
        {ruleLine}
        <div className="form__choices">
          {(field.options ?? []).map((option, i) => (
            <label key={`${option.value}-${i}`} className="form__choice">
              <input
                {...common}
                id={i === 0 ? id : `${id}-${i}`}
                type="radio"
                value={option.value}
                defaultChecked={value === option.value}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        {errorLine}
      </fieldset>
    );
  }

  if (field.type === "checkbox") {
    return (
      <div className="form__field" data-field={field.name} {...logicAttributes}>
        <label className="form__choice" htmlFor={id}>
          <input {...common} id={id} type="checkbox" defaultChecked={isTicked(value)} />
          <span>
            {field.label}
            <RequiredMark required={required} />
          </span>
        </label>
        {ruleLine}
        {errorLine}
      </div>
    );
  }

  let control;
  if (field.type === "textarea") {
    control = (
      <textarea
        {...common}
        id={id}
        rows={4}
        className="form__input"
        placeholder={field.placeholder}
        defaultValue={value}
      />
    );
  } else if (field.type === "select") {
    control = (
      <select {...common} id={id} className="form__input" defaultValue={value}>
        <option value="">{field.placeholder?.trim() || "Select an option"}</option>
        {(field.options ?? []).map((option, i) => (
          <option key={`${option.value}-${i}`} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.type === "file") {
    control = (
      <input
        {...common}
        id={id}
        type="file"
        className="form__file"
        accept={field.accept}
        data-max-bytes={field.maxBytes}
      />
    );
  } else {
    const inputType = field.type === "email" ? "email" : field.type === "phone" ? "tel" : "text";
    control = (
      <input
        {...common}
        id={id}
        type={inputType}
        inputMode={field.type === "phone" ? "tel" : undefined}
        autoComplete={autoCompleteOf(field)}
        className="form__input"
        placeholder={field.placeholder}
        defaultValue={value}
      />
    );
  }
  return (
    <div className="form__field" data-field={field.name} {...logicAttributes}>
      <label className="form__label" htmlFor={id}>
        {field.label}
        <RequiredMark required={required} />
      </label>
      {ruleLine}
      {control}
      {hintLine}
      {errorLine}
    </div>
  );
}
