import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Cell } from "~/contract";
import { formLogicText, type PageEditorData } from "~/contract/editor-values";
import type { FormField, FormWidgetData } from "~/contract/widgets/form";
import type { PageEditorState } from "~/shared/frame-pages";
import { FormFields } from "~/widgets/form/FormFields";
import { ElementEditor } from "./ElementEditor";
import {
  elementDraftOf,
  elementJsonOf,
  elementProblems,
  emptyElementDraft,
  FIELD_TYPE_TEXTS,
  logicDraftOf,
  logicJsonOf,
  previewFieldsOf,
  type ElementDraft,
  type LogicDraft,
} from "./form-editor-model";
import { LogicEditor } from "./LogicEditor";
import { BusyButton, ForReader, PlainEditForm } from "./parts";
import { useFormEdits, type EditStatus, type FormEditTarget } from "./use-form-edits";
import styles from "./FormEditor.module.css";

export interface FormEditorPanelProps {
  cell: Cell;
  editor: PageEditorData;
  /** The page's path and query (in edit mode): where a no-JavaScript edit comes back to. */
  returnTo: string;
}

/** What is open below the list or in a row: one draft at a time. */
type Open =
  | { kind: "add"; draft: ElementDraft; position: number }
  | { kind: "edit"; name: string; draft: ElementDraft }
  | { kind: "rule"; name: string; draft: LogicDraft }
  | null;

/** Where focus goes once the page shows the edit: a row's button, the row, or the add button. */
interface FocusTarget {
  name?: string;
  action?: string;
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
      <section className={styles.panel} data-form-editor>
        <p className={styles.notice}>
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
  const { run, reload, running, busy } = edits;
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
  const [open, setOpen] = useState<Open>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const panelRef = useRef<HTMLElement>(null);
  const focusAfter = useRef<FocusTarget | null>(null);

  // An open draft of an element that is gone (another admin deleted it) closes.
  useEffect(() => {
    if (open && open.kind !== "add" && !fields.some((field) => field.name === open.name)) {
      setOpen(null);
    }
  }, [fields, open]);

  // The page shows the edit: focus goes back where the admin was (the row moved, or is new).
  useEffect(() => {
    const wanted = focusAfter.current;
    const panel = panelRef.current;
    if (!wanted || !panel) return;
    focusAfter.current = null;
    const row = wanted.name
      ? panel.querySelector<HTMLElement>(`[data-element="${CSS.escape(wanted.name)}"]`)
      : null;
    const button = wanted.action
      ? row?.querySelector<HTMLButtonElement>(`[data-action="${wanted.action}"]`)
      : null;
    const fallback = panel.querySelector<HTMLElement>("[data-action=add]");
    (button && !button.disabled ? button : (row ?? fallback))?.focus();
  }, [fields]);

  const previewFields = useMemo(
    () =>
      previewFieldsOf(fields, {
        adding: open?.kind === "add" ? { draft: open.draft, position: open.position } : undefined,
        editing: open?.kind === "edit" ? { name: open.name, draft: open.draft } : undefined,
        rule: open?.kind === "rule" ? { name: open.name, draft: open.draft } : undefined,
      }),
    [fields, open],
  );

  const openDraft = (next: Open) => {
    setErrors({});
    setOpen(next);
  };

  /** An edit of the open draft: refused with field errors, they show beside its inputs. */
  const send = async (
    key: string,
    intent: Parameters<typeof run>[1],
    sent: Record<string, string>,
    focus: FocusTarget,
  ) => {
    focusAfter.current = focus;
    const answer = await run(key, intent, sent);
    if (!answer) return;
    if (answer.ok) {
      setErrors({});
      setOpen(null);
      return;
    }
    focusAfter.current = null;
    setErrors(answer.errors);
  };

  const saveElement = () => {
    if (open?.kind !== "add" && open?.kind !== "edit") return;
    const others = fields
      .map((field) => field.name)
      .filter((name) => open.kind === "add" || name !== open.name);
    const problems = elementProblems(open.draft, others);
    if (Object.keys(problems).length) {
      setErrors(problems);
      return;
    }
    if (open.kind === "add") {
      const element = elementJsonOf(open.draft);
      void send(
        "add",
        "add-element",
        { element: JSON.stringify(element), position: String(open.position) },
        { name: element.name },
      );
      return;
    }
    const saved = fields.find((field) => field.name === open.name);
    const element = elementJsonOf(open.draft, saved?.logic);
    void send(
      `edit:${open.name}`,
      "update-element",
      { name: open.name, element: JSON.stringify(element) },
      { name: element.name, action: "edit" },
    );
  };

  const saveRule = (remove: boolean) => {
    if (open?.kind !== "rule") return;
    const logic = remove ? "" : JSON.stringify(logicJsonOf(open.draft));
    void send(
      `${remove ? "unrule" : "rule"}:${open.name}`,
      "update-element-logic",
      { name: open.name, logic },
      { name: open.name, action: "rule" },
    );
  };

  const plain = (key: string, focus: FocusTarget) => (sent: Record<string, string>) => {
    if (busy) return;
    focusAfter.current = focus;
    void run(key, sentIntent(key), sent).then((answer) => {
      if (answer && !answer.ok) focusAfter.current = null;
    });
  };

  const jsOnly = !hydrated;
  const titleId = `${base}-title`;
  const previewTitleId = `${base}-preview`;

  return (
    <section
      ref={panelRef}
      className={styles.panel}
      aria-labelledby={titleId}
      data-form-editor={data.formId}
    >
      <header className={styles.header}>
        <h3 id={titleId} className={styles.title}>
          Form editor: {data.title?.trim() || data.formId}
        </h3>
        <p className={styles.meta}>
          {fields.length} {fields.length === 1 ? "field" : "fields"}
          {data.formVersion ? ` · version ${data.formVersion}` : ""}
        </p>
      </header>
      <div className={styles.status}>
        <p role="status" className={styles.ok} data-form-editor-status>
          {status?.kind === "ok" ? status.message : ""}
        </p>
        {status && status.kind !== "ok" ? (
          <p ref={alertRef} role="alert" className={styles.failure} data-form-editor-error>
            <span>{status.message}</span>
            {status.kind === "changed" ? (
              <button type="button" className="btn btn-secondary" onClick={reload}>
                Reload
              </button>
            ) : null}
          </p>
        ) : null}
        {data.formVersion === undefined ? (
          <p className={styles.failure}>
            The platform sent this form without its version: edits will be refused.
          </p>
        ) : null}
      </div>
      <p className={styles.noScript}>
        Adding and editing fields and their rules needs JavaScript. Duplicate, move and delete work
        without it.
      </p>
      <div className={styles.columns}>
        <div className={styles.listColumn}>
          <ol className={styles.list} aria-label={`Fields of ${data.title?.trim() || data.formId}`}>
            {fields.map((field, index) => (
              <ElementRow
                key={field.name}
                field={field}
                index={index}
                fields={fields}
                target={target}
                busy={busy}
                jsOnly={jsOnly}
                running={running}
                open={open}
                onEdit={() =>
                  openDraft(
                    open?.kind === "edit" && open.name === field.name
                      ? null
                      : { kind: "edit", name: field.name, draft: elementDraftOf(field) },
                  )
                }
                onRule={() =>
                  openDraft(
                    open?.kind === "rule" && open.name === field.name
                      ? null
                      : {
                          kind: "rule",
                          name: field.name,
                          draft: logicDraftOf(field.logic, fields, field.name),
                        },
                  )
                }
                plain={plain}
              >
                {open?.kind === "edit" && open.name === field.name ? (
                  <ElementEditor
                    mode="edit"
                    savedLabel={field.label}
                    draft={open.draft}
                    onChange={(draft) => setOpen({ ...open, draft })}
                    errors={errors}
                    busy={busy}
                    running={running === `edit:${field.name}`}
                    onSubmit={saveElement}
                    onCancel={() => {
                      focusAfter.current = { name: field.name, action: "edit" };
                      openDraft(null);
                    }}
                  />
                ) : null}
                {open?.kind === "rule" && open.name === field.name ? (
                  <LogicEditor
                    field={field}
                    fields={fields}
                    draft={open.draft}
                    onChange={(draft) => setOpen({ ...open, draft })}
                    errors={errors}
                    busy={busy}
                    running={
                      running === `rule:${field.name}`
                        ? "save"
                        : running === `unrule:${field.name}`
                          ? "remove"
                          : null
                    }
                    onSave={() => saveRule(false)}
                    onRemove={() => saveRule(true)}
                    onCancel={() => {
                      focusAfter.current = { name: field.name, action: "rule" };
                      openDraft(null);
                    }}
                  />
                ) : null}
              </ElementRow>
            ))}
          </ol>
          {open?.kind === "add" ? (
            <ElementEditor
              mode="add"
              draft={open.draft}
              onChange={(draft) => setOpen({ ...open, draft })}
              position={open.position}
              fieldCount={fields.length}
              onPosition={(position) => setOpen({ ...open, position })}
              errors={errors}
              busy={busy}
              running={running === "add"}
              onSubmit={saveElement}
              onCancel={() => {
                focusAfter.current = {};
                openDraft(null);
              }}
            />
          ) : (
            <button
              type="button"
              className={`btn btn-primary ${styles.addButton}`}
              data-action="add"
              disabled={jsOnly || busy}
              onClick={() =>
                openDraft({ kind: "add", draft: emptyElementDraft(), position: fields.length })
              }
            >
              Add a field
            </button>
          )}
        </div>
        <aside className={styles.previewColumn} aria-labelledby={previewTitleId}>
          <h4 id={previewTitleId} className={styles.previewTitle}>
            Preview
          </h4>
          <p className={styles.hint}>
            Fill it in as a learner would: fields show and hide by their rules. Nothing is sent.
          </p>
          <div className={styles.preview} data-form-preview>
            <FormFields
              fields={previewFields}
              idBase={`${base}-preview`}
              valueOf={(field) => field.value ?? ""}
            />
          </div>
        </aside>
      </div>
    </section>
  );
}

/** The intent of a plain form's key ("swap:track" → swap-element). */
function sentIntent(key: string) {
  const kind = key.split(":")[0];
  if (kind === "duplicate") return "duplicate-element" as const;
  if (kind === "delete") return "delete-element" as const;
  if (kind === "move") return "move-element" as const;
  return "swap-element" as const;
}

function ElementRow({
  field,
  index,
  fields,
  target,
  busy,
  jsOnly,
  running,
  open,
  onEdit,
  onRule,
  plain,
  children,
}: {
  field: FormField;
  index: number;
  fields: readonly FormField[];
  target: FormEditTarget;
  busy: boolean;
  jsOnly: boolean;
  running: string | null;
  open: Open;
  onEdit: () => void;
  onRule: () => void;
  plain: (key: string, focus: FocusTarget) => (sent: Record<string, string>) => void;
  children: ReactNode;
}) {
  const name = field.name;
  const previous = fields[index - 1];
  const next = fields[index + 1];
  const labelOf = (other: string) => fields.find((f) => f.name === other)?.label ?? other;
  const rowId = `element-${index}`;
  const editing = open?.kind === "edit" && open.name === name;
  const ruling = open?.kind === "rule" && open.name === name;
  const label = <ForReader> {field.label}</ForReader>;
  const isRunning = (key: string) => running === `${key}:${name}`;
  return (
    <li className={styles.row} data-element={name} tabIndex={-1} aria-labelledby={rowId}>
      <div className={styles.rowHead}>
        <span className={styles.place} aria-hidden="true">
          {index + 1}
        </span>
        <div className={styles.rowText}>
          <p id={rowId} className={styles.rowLabel}>
            {field.label}
          </p>
          <p className={styles.rowMeta}>
            {FIELD_TYPE_TEXTS[field.type]} · <code>{name}</code>
            {field.required ? " · required" : ""}
          </p>
          {field.logic ? (
            <p className={styles.rowRule} data-element-rule>
              {formLogicText(field.logic, labelOf)}
            </p>
          ) : null}
        </div>
      </div>
      <div className={styles.rowActions}>
        <button
          type="button"
          className={`btn btn-secondary ${styles.action}`}
          data-action="edit"
          disabled={jsOnly || busy}
          aria-expanded={editing}
          onClick={onEdit}
        >
          Edit{label}
        </button>
        <button
          type="button"
          className={`btn btn-secondary ${styles.action}`}
          data-action="rule"
          disabled={jsOnly || busy}
          aria-expanded={ruling}
          onClick={onRule}
        >
          {field.logic ? "Edit rule" : "Add rule"}
          {label}
        </button>
        <PlainEditForm
          target={target}
          intent="duplicate-element"
          fields={{ name }}
          onRun={plain(`duplicate:${name}`, { name, action: "duplicate" })}
        >
          <BusyButton running={isRunning("duplicate")} disabled={busy} data-action="duplicate">
            Duplicate{label}
          </BusyButton>
        </PlainEditForm>
        <PlainEditForm
          target={target}
          intent="swap-element"
          fields={{ name, otherName: previous?.name ?? "" }}
          onRun={plain(`up:${name}`, { name, action: "up" })}
        >
          <BusyButton running={isRunning("up")} disabled={busy || !previous} data-action="up">
            Move up{label}
          </BusyButton>
        </PlainEditForm>
        <PlainEditForm
          target={target}
          intent="swap-element"
          fields={{ name, otherName: next?.name ?? "" }}
          onRun={plain(`down:${name}`, { name, action: "down" })}
        >
          <BusyButton running={isRunning("down")} disabled={busy || !next} data-action="down">
            Move down{label}
          </BusyButton>
        </PlainEditForm>
        <PlainEditForm
          target={target}
          intent="move-element"
          fields={{ name }}
          className={styles.moveForm}
          onRun={plain(`move:${name}`, { name, action: "move" })}
        >
          <label className={styles.moveLabel} htmlFor={`${rowId}-place`}>
            Place{label}
          </label>
          <select
            key={index}
            id={`${rowId}-place`}
            name="position"
            className={`${styles.input} ${styles.placeSelect}`}
            defaultValue={index}
          >
            {fields.map((other, place) => (
              <option key={other.name} value={place}>
                {place + 1}
              </option>
            ))}
          </select>
          <BusyButton running={isRunning("move")} disabled={busy} data-action="move">
            Move{label}
          </BusyButton>
        </PlainEditForm>
        <details className={styles.delete}>
          <summary className={`btn btn-text ${styles.deleteSummary}`} data-action="delete">
            Delete{label}
          </summary>
          <PlainEditForm
            target={target}
            intent="delete-element"
            fields={{ name }}
            className={styles.deleteForm}
            onRun={plain(`delete:${name}`, { name: fields[index + 1]?.name ?? previous?.name })}
          >
            <p className={styles.deleteQuestion}>
              Delete “{field.label}” from the form? Conditions of other rules that name it go too.
            </p>
            <BusyButton
              running={isRunning("delete")}
              disabled={busy}
              className={`btn btn-primary ${styles.dangerSolid}`}
              data-action="confirm-delete"
            >
              Delete field{label}
            </BusyButton>
          </PlainEditForm>
        </details>
      </div>
      {children}
    </li>
  );
}
