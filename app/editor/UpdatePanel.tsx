import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { Cell, WidgetResolution } from "~/contract";
import {
  COMPONENT_DATA_FIELD_PREFIX,
  EDITOR_TEXTS,
  type EditorKind,
} from "~/contract/editor-values";
import {
  cleanedComponentData,
  errorsByInputName,
  inputNameOf,
  withValueAt,
  type ComponentData,
  type FieldPath,
} from "./component-form";
import { WidgetCell } from "~/page/WidgetCell";
import { ComponentForm } from "./ComponentForm";
import { EDIT_URL, editForm, failureText, postEdit } from "./edit-client";
import { usePageEditor } from "./editor-context";
import { panelOfSearch } from "./editor-url";
import { CloseLink, EditorDialog } from "./EditorDialog";
import { cellLabel, kindLabel } from "./keyboard-move";
import { PageEditFields } from "./PlainEditForm";

// React 18 does not know `inert`; as a plain string attribute it reaches the DOM as it is.
const INERT: Record<string, string> = { inert: "" };

/** How long the preview waits after the last keystroke. */
export const PREVIEW_DEBOUNCE_MS = 400;

export type UpdateTarget =
  | { type: "update"; cell: Cell }
  | { type: "add"; parentId: string; position: number; kind: string };

interface PreviewState {
  loading: boolean;
  widget?: WidgetResolution;
  componentData?: ComponentData;
  message?: string;
}

/**
 * The live preview: the draft posted (intent `preview`) 400 ms after the last change, the
 * BFF's parsed widget rendered through the widget registry like any cell of a page.
 */
function usePreview(
  kind: string,
  draft: ComponentData,
  cellId: string | undefined,
  enabled: boolean,
  onErrors: (errors: Record<string, string>) => void,
): PreviewState {
  const { csrf } = usePageEditor();
  const [state, setState] = useState<PreviewState>({ loading: enabled });
  const json = JSON.stringify(draft);
  const reportErrors = useRef(onErrors);
  reportErrors.current = onErrors;
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setState((current) => ({ ...current, loading: true }));
      postEdit<{ widget?: WidgetResolution; componentData?: ComponentData }>(
        editForm(csrf, "preview", { componentType: kind, componentData: json, cellId }),
        controller.signal,
      ).then(
        (answer) => {
          if (answer.ok) {
            setState({
              loading: false,
              widget: answer.data.widget,
              componentData: answer.data.componentData,
            });
            reportErrors.current({});
          } else {
            setState((current) => ({ ...current, loading: false, message: failureText(answer) }));
            if (answer.errors) reportErrors.current(errorsByInputName(answer.errors));
          }
        },
        () => undefined,
      );
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [csrf, kind, json, cellId, enabled]);
  return state;
}

/**
 * The update panel of a component cell (and of a new cell before it is added): the form
 * generated from the kind's fields beside its live preview. Saved with JavaScript, the draft goes
 * as JSON; without, the `cd.*` fields post over the cell's data (componentDataBase).
 */
export function UpdatePanel({ target, kind }: { target: UpdateTarget; kind: EditorKind }) {
  const { editor, hydrated, busy, run, closePanel, returnTo } = usePageEditor();
  const location = useLocation();
  const formId = `edit-${useId().replace(/:/g, "")}`;
  const cell = target.type === "update" ? target.cell : undefined;
  const original = (cell?.componentData ?? {}) as ComponentData;
  const [draft, setDraft] = useState<ComponentData>(() =>
    target.type === "add" ? structuredClone(kind.sample) : original,
  );
  const [changed, setChanged] = useState(target.type === "add");
  const intent = target.type === "update" ? "update-cell" : "add-cell";
  /** Where the cell is, or goes: its edit's fields besides the data. */
  const place: Record<string, string> =
    target.type === "update"
      ? { cellId: target.cell.id }
      : { parentId: target.parentId, position: String(target.position) };
  const openedByAddress = panelOfSearch(location.search)?.type === "update";
  const [errors, setErrors] = useState<Record<string, string>>(() =>
    openedByAddress && editor.notice?.errors ? errorsByInputName(editor.notice.errors) : {},
  );
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const onChange = useCallback((path: FieldPath, value: unknown) => {
    setDraft((current) => withValueAt(current, path, value));
    setChanged(true);
    const name = inputNameOf(path);
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);
  const onInvalid = useCallback((name: string, message: string | undefined) => {
    setInvalid((current) => {
      if (current[name] === message) return current;
      const next = { ...current };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  }, []);

  const cleaned = cleanedComponentData(draft, kind.fields);
  const preview = usePreview(kind.kind, cleaned, cell?.id, hydrated && changed, setErrors);

  const focusFirstError = () => {
    window.setTimeout(() => {
      form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
    }, 0);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (Object.keys(invalid).length) {
      setProblem(EDITOR_TEXTS.invalidEdit);
      focusFirstError();
      return;
    }
    setProblem(null);
    const answer = await run(
      intent,
      { ...place, componentType: kind.kind, componentData: JSON.stringify(cleaned) },
      cell ? { focus: { cellId: cell.id, op: "edit" } } : undefined,
    );
    if (!answer) return;
    if (answer.ok) {
      closePanel();
      return;
    }
    setProblem(failureText(answer));
    if (answer.errors) {
      setErrors(errorsByInputName(answer.errors));
      focusFirstError();
    }
  };

  const shownErrors = { ...errors, ...invalid };
  // The errors of the form's own inputs show beside them; any other error shows at the top.
  const otherErrors = Object.entries(shownErrors).filter(
    ([name]) => !name.startsWith(COMPONENT_DATA_FIELD_PREFIX),
  );
  const previewCell: Cell | undefined = changed
    ? preview.widget
      ? {
          id: cell?.id ?? "preview",
          cellType: "CELL_COMPONENT",
          componentType: kind.kind,
          componentData: (preview.componentData ?? cleaned) as Cell["componentData"],
          widget: preview.widget,
        }
      : undefined
    : cell;
  const title = cell ? `Edit ${cellLabel(cell)}` : `New ${kindLabel(kind.kind)} cell`;
  const keepOpenHref = `${location.pathname}${location.search}`;

  return (
    <EditorDialog title={title} closeHref={returnTo} onClose={closePanel} wide>
      <div className="page-editor__updateLayout">
        <form
          ref={form}
          method="post"
          action={EDIT_URL}
          className="page-editor__updateForm"
          onSubmit={hydrated ? submit : undefined}
          noValidate
          data-update-form=""
        >
          <PageEditFields
            intent={intent}
            returnTo={cell ? keepOpenHref : returnTo}
            fields={{
              componentType: kind.kind,
              ...place,
              ...(cell ? { componentDataBase: JSON.stringify(original) } : {}),
            }}
          />
          {problem || otherErrors.length ? (
            <div className="page-editor__formProblem" role="alert">
              {problem ? <p>{problem}</p> : null}
              {otherErrors.length ? (
                <ul>
                  {otherErrors.map(([name, message]) => (
                    <li key={name}>{message}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          <ComponentForm
            formId={formId}
            fields={kind.fields}
            data={draft}
            errors={shownErrors}
            hydrated={hydrated}
            onChange={onChange}
            onInvalid={onInvalid}
          />
          <div className="page-editor__formActions">
            <button
              type="submit"
              className="page-editor__primaryButton"
              disabled={busy}
              data-op="save"
            >
              {cell ? "Save" : "Add cell"}
            </button>
            <CloseLink
              href={returnTo}
              className="page-editor__secondaryButton"
              onClose={closePanel}
            >
              Cancel
            </CloseLink>
          </div>
        </form>
        <section
          className="page-editor__preview"
          aria-label="Preview"
          aria-busy={preview.loading && changed}
        >
          <h3 className="page-editor__previewTitle">Preview</h3>
          {previewCell ? (
            // The preview shows the cell; its links and buttons are not for clicking here.
            <div className="page-editor__previewFrame" {...INERT} data-preview="">
              <WidgetCell cell={previewCell} />
            </div>
          ) : (
            <p className="page-editor__hint">
              {preview.loading ? "Loading the preview…" : (preview.message ?? "No preview yet.")}
            </p>
          )}
          {changed && preview.message && previewCell ? (
            <p className="page-editor__hint">{preview.message}</p>
          ) : null}
        </section>
      </div>
    </EditorDialog>
  );
}
