import type { FormEvent, ReactNode } from "react";
import { ButtonSpinner } from "~/actions/ActionButton";
import { CsrfInput } from "~/actions/csrf";
import { EDIT_URL } from "../edit-client";
import { baseFieldsOf, type FormEditIntent, type FormEditTarget } from "./use-form-edits";
import styles from "./FormEditor.module.css";

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
    const own: Record<string, string> = { ...fields };
    // What the admin chose in the form itself (the place of a move).
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && !(name in baseFieldsOf(target, intent)) && name !== "csrf") {
        own[name] = value;
      }
    }
    onRun(own);
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
      className={className ?? `btn btn-secondary ${styles.action}`}
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
  className,
}: {
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className ?? styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The errors of a refused edit that no input of the form shows (a broken element, the version),
 * listed at the form's top so none is lost.
 */
export function OtherErrors({
  errors,
  shown,
}: {
  errors: Readonly<Record<string, string>>;
  shown: (key: string) => boolean;
}) {
  const rest = Object.entries(errors).filter(([key]) => !shown(key));
  if (!rest.length) return null;
  return (
    <ul className={styles.otherErrors}>
      {rest.map(([key, message]) => (
        <li key={key}>{message}</li>
      ))}
    </ul>
  );
}
