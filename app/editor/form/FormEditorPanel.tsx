import { useEffect, useId, useMemo, useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Cell } from "~/contract";
import type { PageEditorData } from "~/contract/editor-values";
import type { FormWidgetData } from "~/contract/widgets/form";
import type { PageEditorState } from "~/shared/frame-pages";
import { ElementList } from "./ElementList";
import { FormPreview } from "./FormPreview";
import { useFormEdits, type EditStatus, type FormEditTarget } from "./use-form-edits";
import { useOpenDraft } from "./use-open-draft";

export interface FormEditorPanelProps {
  cell: Cell;
  editor: PageEditorData;
  /** The page's path and query (in edit mode): where a no-JavaScript edit comes back to. */
  returnTo: string;
}

function formDataOf(cell: Cell): FormWidgetData | undefined {
  return cell.widget?.status === "ok" ? (cell.widget.data as FormWidgetData) : undefined;
}

/**
 * The form editor (spec 02 section 7, "Form editor") for one FORM cell: its elements in order,
 * each with Edit, Rule, Duplicate, Move up / down, Move to a place and Delete; a new element at
 * any place; and beside them a preview that runs the rules as a learner would see them, with the
 * drafts as typed. Duplicate, move and delete are plain forms (they work without JavaScript);
 * adding, editing and rules need it, and the panel says so.
 */
export function FormEditorPanel({ cell, editor, returnTo }: FormEditorPanelProps) {
  const data = formDataOf(cell);
  if (!data) {
    return (
      <section className="form-editor__panel" data-form-editor>
        <p className="form-editor__notice">
          This form could not be read, so it can&apos;t be edited here. Fix its cell first.
        </p>
      </section>
    );
  }
  return <FormEditor data={data} editor={editor} returnTo={returnTo} />;
}

function FormEditor({
  data,
  editor,
  returnTo,
}: {
  data: FormWidgetData;
  editor: PageEditorData;
  returnTo: string;
}) {
  const fields = data.fields;
  const base = `form-editor-${useId().replace(/:/g, "")}`;
  const hydrated = useHydrated();
  const target = useMemo<FormEditTarget>(
    () => ({ formId: data.formId, version: data.formVersion, returnTo, pageUri: editor.pageUri }),
    [data.formId, data.formVersion, returnTo, editor.pageUri],
  );
  const edits = useFormEdits(target);
  // A no-JavaScript edit's outcome comes back with the page (the loader's one-time notice).
  const notice = (editor as Partial<PageEditorState>).notice;
  const status: EditStatus | null =
    edits.status ??
    (notice ? { kind: notice.kind === "ok" ? "ok" : "error", message: notice.message } : null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  // A failure shows at the panel's top: brought into view wherever the admin was.
  useEffect(() => {
    if (edits.status && edits.status.kind !== "ok") {
      alertRef.current?.scrollIntoView({ block: "nearest" });
    }
  }, [edits.status]);
  const drafts = useOpenDraft(fields, edits.run, edits.busy);

  const titleId = `${base}-title`;
  const name = data.title?.trim() || data.formId;

  return (
    <section
      ref={drafts.panelRef}
      className="form-editor__panel"
      aria-labelledby={titleId}
      data-form-editor={data.formId}
    >
      <header className="form-editor__header">
        <h3 id={titleId} className="form-editor__title">
          Form editor: {name}
        </h3>
        <p className="form-editor__meta">
          {fields.length} {fields.length === 1 ? "field" : "fields"}
          {data.formVersion ? ` · version ${data.formVersion}` : ""}
        </p>
      </header>
      <div className="form-editor__status">
        <p role="status" className="form-editor__ok" data-form-editor-status>
          {status?.kind === "ok" ? status.message : ""}
        </p>
        {status && status.kind !== "ok" ? (
          <p ref={alertRef} role="alert" className="form-editor__failure" data-form-editor-error>
            <span>{status.message}</span>
            {status.kind === "changed" ? (
              <button type="button" className="btn btn-secondary" onClick={edits.reload}>
                Reload
              </button>
            ) : null}
          </p>
        ) : null}
        {data.formVersion === undefined ? (
          <p className="form-editor__failure">
            The platform sent this form without its version: edits will be refused.
          </p>
        ) : null}
      </div>
      <p className="form-editor__noScript">
        Adding and editing fields and their rules needs JavaScript. Duplicate, move and delete work
        without it.
      </p>
      <div className="form-editor__columns">
        <ElementList
          fields={fields}
          label={`Fields of ${name}`}
          drafts={drafts}
          edits={{ target, busy: edits.busy, running: edits.running, plain: drafts.plain }}
          jsOnly={!hydrated}
        />
        <FormPreview fields={fields} open={drafts.open} idBase={`${base}-preview`} />
      </div>
    </section>
  );
}
