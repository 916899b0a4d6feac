import type { InputHTMLAttributes, ReactNode } from "react";

/** The aria attributes of an input with a hint and an error under it. */
export function describedBy(
  id: string,
  { hint, error }: { hint?: boolean; error?: string },
): { "aria-invalid"?: true; "aria-describedby"?: string } {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": ids || undefined };
}

/** One labelled input of the editor's forms, its hint and its error under it. */
export function EditorField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="form-editor__field">
      <label className="form-editor__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="form-editor__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="form-editor__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What an input or a drop-down of the editor's forms is given: its value and its words. */
interface ControlProps {
  id: string;
  /** The words under it (EditorField shows them; the control is described by them). */
  hint?: string;
  error?: string;
  value: string;
  onValue: (value: string) => void;
}

type InputProps = ControlProps & {
  /** A name, a value or a file type: monospace text. */
  code?: boolean;
} & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    "spellCheck" | "autoCapitalize" | "autoComplete" | "inputMode"
  >;

type SelectProps = Omit<ControlProps, "value"> & {
  value: string | number | undefined;
  children: ReactNode;
};

/** A drop-down of the editor's forms, tied to its hint and its error. */
export function EditorSelect({ id, hint, error, value, onValue, children }: SelectProps) {
  return (
    <select
      id={id}
      className="form-editor__input"
      value={value}
      onChange={(event) => onValue(event.target.value)}
      {...describedBy(id, { hint: Boolean(hint), error })}
    >
      {children}
    </select>
  );
}

/** A text input of the editor's forms, tied to its hint and its error. */
export function EditorInput({ id, hint, error, value, onValue, code, ...rest }: InputProps) {
  return (
    <input
      id={id}
      className={code ? `form-editor__input form-editor__code` : "form-editor__input"}
      value={value}
      onChange={(event) => onValue(event.target.value)}
      {...rest}
      {...describedBy(id, { hint: Boolean(hint), error })}
    />
  );
}

/** A labelled drop-down with its hint and error (EditorField around EditorSelect). */
export function SelectField({ label, ...props }: SelectProps & { label: ReactNode }) {
  return (
    <EditorField id={props.id} label={label} hint={props.hint} error={props.error}>
      <EditorSelect {...props} />
    </EditorField>
  );
}

/** A labelled text input with its hint and error (EditorField around EditorInput). */
export function TextField({ label, ...props }: InputProps & { label: ReactNode }) {
  return (
    <EditorField id={props.id} label={label} hint={props.hint} error={props.error}>
      <EditorInput {...props} />
    </EditorField>
  );
}
