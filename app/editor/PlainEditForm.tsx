import type { ReactNode } from "react";
import type { EditIntent } from "~/contract/editor-values";
import { EDIT_URL } from "./edit-client";
import { CsrfField } from "./use-editor-csrf";
import { usePageEditor, type RunOptions } from "./editor-context";

/**
 * An edit of the page as a real form: the CSRF field, the intent, the page's id and version and
 * the way back, then the edit's own fields. Without JavaScript it posts and the BFF comes back to
 * the page with the outcome; with it, the editor posts the same fields in place.
 */
export function PlainEditForm({
  intent,
  fields,
  focus,
  className,
  label,
  children,
}: {
  intent: EditIntent;
  fields: Record<string, string>;
  /** With JavaScript: the control to focus once the page came back. */
  focus?: RunOptions["focus"];
  className?: string;
  /** An accessible name, for a form that is a landmark of its own. */
  label?: string;
  children: ReactNode;
}) {
  const { editor, csrf, returnTo, submitPlainForm } = usePageEditor();
  const hidden: Record<string, string> = {
    intent,
    pageId: editor.pageId,
    version: String(editor.version),
    returnTo,
    ...fields,
  };
  return (
    <form
      method="post"
      action={EDIT_URL}
      className={className}
      aria-label={label}
      onSubmit={(event) => submitPlainForm(event, { focus })}
    >
      <CsrfField token={csrf} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
