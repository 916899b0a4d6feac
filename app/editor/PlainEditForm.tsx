import type { ReactNode } from "react";
import type { EditIntent } from "~/contract/editor-values";
import { EDIT_URL } from "./edit-client";
import { CsrfField } from "./use-editor-csrf";
import { usePageEditor, type RunOptions } from "./editor-context";

/**
 * The hidden fields of an edit of this page: the CSRF field, the intent, the page's id and
 * version and the way back (the editor's, unless given), then the edit's own fields.
 */
export function PageEditFields({
  intent,
  fields,
  returnTo,
}: {
  intent: EditIntent;
  fields: Record<string, string>;
  returnTo?: string;
}) {
  const { editor, csrf, returnTo: editorReturnTo } = usePageEditor();
  const hidden: Record<string, string> = {
    intent,
    pageId: editor.pageId,
    version: String(editor.version),
    returnTo: returnTo ?? editorReturnTo,
    ...fields,
  };
  return (
    <>
      <CsrfField token={csrf} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/**
 * An edit of the page as a real form: its hidden fields (PageEditFields), then its controls.
 * Without JavaScript it posts and the BFF comes back to the page with the outcome; with it, the
 * editor posts the same fields in place.
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
  const { submitPlainForm } = usePageEditor();
  return (
    <form
      method="post"
      action={EDIT_URL}
      className={className}
      aria-label={label}
      onSubmit={(event) => submitPlainForm(event, { focus })}
    >
      <PageEditFields intent={intent} fields={fields} />
      {children}
    </form>
  );
}
