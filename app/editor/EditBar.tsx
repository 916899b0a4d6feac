import { useLocation } from "@remix-run/react";
import { EDITOR_TEXTS, EDIT_MODE_PARAM } from "~/contract/editor-values";
import { PlainEditForm } from "./PlainEditForm";
import { usePageEditor } from "./editor-context";
import { editSwitchHref } from "./editor-url";
import { MOVE_HELP_ID, MOVE_TEXTS } from "./keyboard-move";
import styles from "./editor.module.css";

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
    <section className={styles.bar} aria-label="Page editor" data-edit-bar="">
      <div className={styles.barNotice} role="status" data-edit-notice="">
        {notice ? (
          <div className={notice.kind === "error" ? styles.noticeError : styles.noticeOk}>
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
      <div className={styles.barRow}>
        <p className={styles.barTitle}>
          <span className={styles.barBadge}>Editing</span> {title}
          {editor.editable ? (
            <span className={styles.barVersion}> · version {editor.version}</span>
          ) : null}
        </p>
        <div className={styles.barActions}>
          {hydrated && editor.editable ? (
            <button
              type="button"
              className={styles.barButton}
              onClick={() => openPanel({ type: "history" })}
              data-op="history"
            >
              History
            </button>
          ) : null}
          {editor.editable ? (
            <PlainEditForm intent="revert" fields={{}}>
              <button type="submit" className={styles.barButton} disabled={busy} data-op="revert">
                Revert last edit
              </button>
            </PlainEditForm>
          ) : null}
          {switchable ? (
            <a
              className={styles.barButton}
              href={editSwitchHref(location.pathname, location.search, false)}
              data-edit-switch="off"
            >
              Done editing
            </a>
          ) : null}
        </div>
      </div>
      {!editor.editable ? (
        <p className={styles.banner} role="note">
          {EDITOR_TEXTS.notEditable}
        </p>
      ) : null}
      <p id={MOVE_HELP_ID} hidden>
        {MOVE_TEXTS.instructions}
      </p>
      <div className={styles.srOnly} aria-live="assertive" data-move-announcer="">
        {announcement}
      </div>
    </section>
  );
}
