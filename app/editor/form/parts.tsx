import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { ButtonSpinner } from "~/actions/ActionButton";
import { CsrfInput } from "~/actions/csrf";
import { EDIT_URL, ownFieldsOf } from "../edit-client";
import { baseFieldsOf, type FormEditIntent, type FormEditTarget } from "./use-form-edits";

/**
 * An edit that needs nothing typed (duplicate, move, delete): a real form posted to /api/edit
 * with the CSRF token, the form's id and version and the way back, so it works without
 * JavaScript (the BFF redirects to `returnTo` and the page shows the outcome); with JavaScript
 * the panel sends the same fields itself and stays on the page.
 */
export function PlainEditForm({
  target,
  intent,
  fields,
  onRun,
  className,
  children,
}: {
  target: FormEditTarget;
  intent: FormEditIntent;
  fields: Record<string, string>;
  onRun: (fields: Record<string, string>) => void;
  className?: string;
  children: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // With what the admin chose in the form itself (the place of a move).
    onRun({
      ...fields,
      ...ownFieldsOf(event.currentTarget, Object.keys(baseFieldsOf(target, intent))),
    });
  };
  return (
    <form method="post" action={EDIT_URL} className={className} onSubmit={submit}>
      <CsrfInput />
      {Object.entries({ ...baseFieldsOf(target, intent), ...fields }).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}

/** A button whose edit is on its way shows a spinner and says so. */
export function BusyButton({
  running,
  disabled,
  className,
  children,
  type = "submit",
  onClick,
  ...rest
}: {
  running: boolean;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
  type?: "submit" | "button";
  onClick?: () => void;
  "aria-expanded"?: boolean;
  "aria-controls"?: string;
  "data-action"?: string;
}) {
  return (
    <button
      type={type}
      className={className ?? `btn btn-secondary form-editor__action`}
      disabled={disabled || running}
      aria-busy={running || undefined}
      onClick={onClick}
      {...rest}
    >
      {running ? <ButtonSpinner /> : null}
      {children}
    </button>
  );
}

/** Words only a screen reader needs (which field a button acts on). */
export function ForReader({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}

/**
 * The errors of a refused edit that no input of the form shows (a broken element, the version),
 * listed at the form's top so none is lost.
 */
function OtherErrors({
  errors,
  shown,
}: {
  errors: Readonly<Record<string, string>>;
  shown: (key: string) => boolean;
}) {
  const rest = Object.entries(errors).filter(([key]) => !shown(key));
  if (!rest.length) return null;
  return (
    <ul className="form-editor__otherErrors">
      {rest.map(([key, message]) => (
        <li key={key}>{message}</li>
      ))}
    </ul>
  );
}

/**
 * The form of an open draft (a new field, an edit, a rule): its heading, the errors no input
 * shows, and its inputs. Sent with JavaScript only (`onSubmit`, not while an edit is on its way);
 * a refused save moves focus to the first input in error (the text typed stays).
 */
export function EditorForm({
  base,
  heading,
  errors,
  shown,
  busy,
  onSubmit,
  children,
  ...marks
}: {
  /** The id prefix of the form's inputs: its heading is `${base}-heading`. */
  base: string;
  heading: ReactNode;
  errors: Readonly<Record<string, string>>;
  /** Whether an input of the form shows the error of this key. */
  shown: (key: string) => boolean;
  busy: boolean;
  onSubmit: () => void;
  children: ReactNode;
  "data-element-editor"?: string;
  "data-logic-editor"?: boolean;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = `${base}-heading`;

  useEffect(() => {
    if (!Object.keys(errors).length) return;
    formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [errors]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };

  return (
    <form
      ref={formRef}
      className="form-editor__editorForm"
      onSubmit={submit}
      aria-labelledby={headingId}
      noValidate
      {...marks}
    >
      <h4 id={headingId} className="form-editor__editorHeading">
        {heading}
      </h4>
      <OtherErrors errors={errors} shown={shown} />
      {children}
    </form>
  );
}

/**
 * The buttons under a draft: its save (a spinner while it is on its way), any other (`children`)
 * and the one that closes it.
 */
export function FormActions({
  save,
  running = false,
  busy = false,
  onCancel,
  cancelText = "Cancel",
  children,
}: {
  /** The save button's words; none: the draft only closes. */
  save?: ReactNode;
  running?: boolean;
  busy?: boolean;
  onCancel: () => void;
  cancelText?: string;
  children?: ReactNode;
}) {
  return (
    <div className="form-editor__formActions">
      {save ? (
        <BusyButton running={running} disabled={busy} className="btn btn-primary">
          {save}
        </BusyButton>
      ) : null}
      {children}
      <button type="button" className="btn btn-text" onClick={onCancel}>
        {cancelText}
      </button>
    </div>
  );
}
