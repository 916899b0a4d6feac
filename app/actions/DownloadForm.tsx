import { useLocation, useNavigate } from "@remix-run/react";
import { useState, type FormEvent, type ReactNode } from "react";
import { withLoginParam } from "~/shared/login-url";
import type { ServerAction } from "~/contract";
import { ACTION_FIELDS } from "~/shared/action-result";
import { ButtonSpinner } from "./ActionButton";
import { CsrfInput } from "./csrf";
import { requestDownload, saveBlob } from "./download-client";
import { actionJson, actionKeyOf, DOWNLOAD_ROUTE } from "./posting";
import { announceToast } from "./toast-bus";
import { trackAction } from "./track-action";
import styles from "./ActionButton.module.css";

/**
 * DOWNLOAD (spec 02 section 7: a POST whose binary answer is saved under fileName): a plain
 * form to the download resource route, so without JavaScript the browser itself saves the answer
 * (the route names the file in Content-Disposition) and the page stays where it is. With
 * JavaScript the page sends the same post, shows the loader, saves the file, and turns a refusal
 * into a toast (a 401 opens the login panel).
 */
export function DownloadForm({
  action,
  className,
  children,
  ...rest
}: {
  action: ServerAction;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
}) {
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    trackAction(action);
    setBusy(true);
    const body = new FormData(event.currentTarget);
    void requestDownload(DOWNLOAD_ROUTE, body, action.fileName?.trim() || "download")
      .then((outcome) => {
        if (outcome.kind === "file") saveBlob(outcome.blob, outcome.fileName);
        else if (outcome.status === 401) {
          navigate(withLoginParam(`${location.pathname}${location.search}`), {
            preventScrollReset: true,
          });
        } else announceToast(outcome.message);
      })
      .finally(() => setBusy(false));
  };

  return (
    <form method="post" action={DOWNLOAD_ROUTE} className={styles.form} onSubmit={onSubmit}>
      <CsrfInput />
      <input type="hidden" name={ACTION_FIELDS.intent} value="DOWNLOAD" />
      <input type="hidden" name={ACTION_FIELDS.action} value={actionJson(action)} />
      <input type="hidden" name={ACTION_FIELDS.formId} value={actionKeyOf(action)} />
      <button
        type="submit"
        className={[className, styles.button].filter(Boolean).join(" ")}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={rest["aria-label"]}
        data-action-type="DOWNLOAD"
      >
        {busy ? <ButtonSpinner /> : null}
        {children}
      </button>
    </form>
  );
}
