import { useLocation, useNavigate, useRevalidator } from "@remix-run/react";
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from "react";
import type { PageResponse } from "~/contract";
import { EDITOR_TEXTS, type EditIntent } from "~/contract/editor-values";
import type { CellFrameHook } from "~/page/cell-frame";
import type { PageEditorState } from "~/shared/frame-pages";
import { withLoginParam } from "~/shared/login-url";
import { CellFrameContext } from "~/page/cell-frame";
import { buildCellTree } from "~/page/cell-tree";
import { activityGroupsOf } from "./activity-groups";
import { CellFrame } from "./CellFrame";
import { EditBar } from "./EditBar";
import { EditToast, type EditStatus } from "./EditToast";
import { editForm, failureText, ownFieldsOf, postEdit } from "./edit-client";
import {
  PageEditorContext,
  type EditorPanel,
  type PageEditor,
  type RunOptions,
} from "./editor-context";
import { editModeHref, panelOfSearch } from "./editor-url";
import { EditorPanels } from "./EditorPanels";
import { placesOf } from "./keyboard-move";
import { announcePageChange } from "./page-channel";
import { useCellMoves } from "./use-cell-moves";
import { useEditorCsrf } from "./use-editor-csrf";

export interface PageEditorLayerProps {
  editor: PageEditorState;
  page: PageResponse;
  children: ReactNode;
}

function panelFromAddress(search: string): EditorPanel {
  const panel = panelOfSearch(search);
  if (panel?.type === "update") return { type: "update", cellId: panel.cellId };
  if (panel?.type === "add") {
    return { type: "pick", parentId: panel.parentId, position: panel.position };
  }
  return { type: "none" };
}

/** Whether JavaScript runs (false on the server and while hydrating): the editor's own, 4 lines. */
function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  // A transition: cells still hydrating wait for it instead of failing (React error #421).
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}

/**
 * The same object as the last render's while each of its values is the same: the context's
 * value, kept without listing its keys a second time as a memo's dependencies.
 */
function useShallowStable<T extends object>(value: T): T {
  const kept = useRef(value);
  const before = kept.current as Record<string, unknown>;
  const now = value as Record<string, unknown>;
  const keys = Object.keys(now);
  const same =
    keys.length === Object.keys(before).length &&
    keys.every((key) => Object.is(now[key], before[key]));
  if (!same) kept.current = value;
  return kept.current;
}

/** What a successful edit says beside its own words. */
const SUCCESS_WORDS: Partial<Record<EditIntent, string>> = {
  "delete-cell": EDITOR_TEXTS.deleted,
  revert: EDITOR_TEXTS.reverted,
};

/**
 * The page editor (spec 02 section 7, "Page editor") around an admin's page in edit mode: the
 * edit bar, a frame with a toolbar around every cell (the page grid's hook point), the update,
 * add and history panels, the keyboard and pointer moves, and the undo of a delete. Every edit
 * is a real form posted to /api/edit, so update, delete, swap and move work without JavaScript;
 * with it they post in place, then the page loads its new version and other tabs are told.
 */
export function PageEditorLayer({ editor, page, children }: PageEditorLayerProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const csrf = useEditorCsrf();
  const hydrated = useMounted();
  const returnTo = editModeHref(location.pathname, location.search);
  const roots = useMemo(() => buildCellTree(page.cells), [page.cells]);
  const places = useMemo(() => placesOf(roots), [roots]);
  const activityGroups = useMemo(() => activityGroupsOf(page.cells), [page.cells]);

  const [panel, setPanel] = useState<EditorPanel>(() => panelFromAddress(location.search));
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const [status, setStatus] = useState<EditStatus | null>(null);
  /** A delete's undo: the version it made (known once the page loaded again). */
  const [undo, setUndo] = useState<{ from: number; version?: number } | null>(null);
  const focusAfter = useRef<RunOptions["focus"]>(undefined);

  const busy = pending || revalidator.state !== "idle";
  const version = editor.version;

  // The version a delete made is the one the page comes back with.
  useEffect(() => {
    if (revalidator.state !== "idle") return;
    setUndo((current) =>
      current && current.version === undefined && version !== current.from
        ? { ...current, version }
        : current,
    );
    const focus = focusAfter.current;
    if (focus) {
      focusAfter.current = undefined;
      const frame = [...document.querySelectorAll<HTMLElement>("[data-edit-cell]")].find(
        (element) => element.dataset.editCell === focus.cellId,
      );
      const target =
        frame?.querySelector<HTMLElement>(`[data-op="${focus.op}"]:not([disabled])`) ??
        frame?.querySelector<HTMLElement>("[data-op]");
      target?.focus();
    }
  }, [version, revalidator.state]);

  const run = useCallback<PageEditor["run"]>(
    async (intent, fields, options = {}) => {
      if (pendingRef.current) return undefined;
      pendingRef.current = true;
      setPending(true);
      setStatus({ kind: "busy", message: "Saving…" });
      const answer = await postEdit<{ message?: string }>(
        editForm(csrf, intent, {
          pageId: editor.pageId,
          version: editor.version,
          returnTo,
          ...fields,
        }),
      );
      pendingRef.current = false;
      setPending(false);
      if (answer.ok) {
        const message = answer.data?.message || SUCCESS_WORDS[intent] || EDITOR_TEXTS.saved;
        setStatus({ kind: "ok", message });
        setUndo(intent === "delete-cell" ? { from: editor.version } : null);
        focusAfter.current = options.focus;
        announcePageChange(editor.pageUri);
        revalidator.revalidate();
      } else {
        setStatus({
          kind: "error",
          message: failureText(answer),
          reload: answer.status === 409,
          login: answer.login === true || answer.status === 401,
        });
      }
      return answer;
    },
    [csrf, editor.pageId, editor.version, editor.pageUri, returnTo, revalidator],
  );

  const submitPlainForm = useCallback<PageEditor["submitPlainForm"]>(
    (event: FormEvent<HTMLFormElement>, options) => {
      event.preventDefault();
      const form = event.currentTarget;
      const intent = String(new FormData(form).get("intent") ?? "") as EditIntent;
      const fields = ownFieldsOf(form, ["intent", "pageId", "version", "returnTo"]);
      void run(intent, fields, options);
    },
    [run],
  );

  const closePanel = useCallback(() => {
    setPanel({ type: "none" });
    // A panel the address opened (no JavaScript at first): the address closes it too.
    if (panelOfSearch(location.search)) {
      navigate(editModeHref(location.pathname, location.search), {
        replace: true,
        preventScrollReset: true,
      });
    }
  }, [location.pathname, location.search, navigate]);

  const revert = useCallback(() => {
    setUndo(null);
    void run("revert", {});
  }, [run]);

  const { announcement, ...moves } = useCellMoves(roots, busy, run);
  const value = useShallowStable<PageEditor>({
    editor,
    page,
    roots,
    places,
    returnTo,
    csrf,
    hydrated,
    busy,
    activityGroups,
    panel,
    openPanel: setPanel,
    closePanel,
    run,
    submitPlainForm,
    ...moves,
  });

  const frameHook = useMemo<CellFrameHook | null>(
    () => (editor.editable ? { cells: page.cells, Frame: CellFrame } : null),
    [editor.editable, page.cells],
  );

  const canUndo = undo?.version !== undefined && undo.version === version;

  return (
    <PageEditorContext.Provider value={value}>
      <div
        className="page-editor__layer"
        data-page-editor=""
        data-ready={hydrated ? "true" : undefined}
        data-busy={busy ? "true" : undefined}
      >
        <EditBar announcement={announcement} />
        <CellFrameContext.Provider value={frameHook}>{children}</CellFrameContext.Provider>
        <EditorPanels />
        <EditToast
          status={status}
          loginHref={withLoginParam(`${location.pathname}${location.search}`)}
          onDismiss={() => setStatus(null)}
          onReload={() => {
            setStatus(null);
            revalidator.revalidate();
          }}
          onUndo={canUndo ? revert : undefined}
        />
      </div>
    </PageEditorContext.Provider>
  );
}
