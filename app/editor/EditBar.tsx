import { useLocation } from "@remix-run/react";
import { EDITOR_TEXTS, EDIT_MODE_PARAM } from "~/contract/editor-values";
import { PlainEditForm } from "./PlainEditForm";
import { usePageEditor } from "./editor-context";
import { editSwitchHref } from "./editor-url";
import { MOVE_HELP_ID, MOVE_TEXTS } from "./keyboard-move";

/**
 * The bar above an edited page: the outcome of a no-JavaScript edit (the loader's notice), what
 * is edited, the history (JavaScript), "Revert last edit" (a plain form) and the way out of edit
 * mode. The live region of the keyboard moves sits here, present from the first paint.
 */
export function EditBar({ announcement }: { announcement: string }) {
  const { editor, page, hydrated, busy, openPanel } = usePageEditor();
  const location = useLocation();
  const notice = editor.notice;
  const switchable = new URLSearchParams(location.search).get(EDIT_MODE_PARAM) === "1";
  const title = page.pageData.title || editor.pageUri;
  return (
    <section className="page-editor__bar" aria-label="Page editor" data-edit-bar="">
      <div className="page-editor__barNotice" role="status" data-edit-notice="">
        {notice ? (
          <div
            className={
              notice.kind === "error" ? "page-editor__noticeError" : "page-editor__noticeOk"
            }
          >
            <p>{notice.message}</p>
            {notice.errors && Object.keys(notice.errors).length ? (
              <ul>
                {Object.entries(notice.errors).map(([field, message]) => (
                  <li key={field}>
                    {field.replace(/^componentData\./, "")}: {message}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="page-editor__barRow">
        <p className="page-editor__barTitle">
          <span className="page-editor__barBadge">Editing</span> {title}
          {editor.editable ? (
            <span className="page-editor__barVersion"> · version {editor.version}</span>
          ) : null}
        </p>
        <div className="page-editor__barActions">
          {hydrated && editor.editable ? (
            <button
              type="button"
              className="page-editor__barButton"
              onClick={() => openPanel({ type: "history" })}
              data-op="history"
            >
              History
            </button>
          ) : null}
          {editor.editable ? (
            <PlainEditForm intent="revert" fields={{}}>
              <button
                type="submit"
                className="page-editor__barButton"
                disabled={busy}
                data-op="revert"
              >
                Revert last edit
              </button>
            </PlainEditForm>
          ) : null}
          {switchable ? (
            <a
              className="page-editor__barButton"
              href={editSwitchHref(location.pathname, location.search, false)}
              data-edit-switch="off"
            >
              Done editing
            </a>
          ) : null}
        </div>
      </div>
      {!editor.editable ? (
        <p className="page-editor__banner" role="note">
          {EDITOR_TEXTS.notEditable}
        </p>
      ) : null}
      <p id={MOVE_HELP_ID} hidden>
        {MOVE_TEXTS.instructions}
      </p>
      <div className="page-editor__srOnly" aria-live="assertive" data-move-announcer="">
        {announcement}
      </div>
    </section>
  );
}
