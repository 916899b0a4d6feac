import { useRevalidator } from "@remix-run/react";
import { useCallback, useRef, useState } from "react";
import { useCsrfToken } from "~/actions/csrf";
import { EDITOR_TEXTS, type EditIntent } from "~/contract/editor-values";
import { editForm, failureText, postEdit } from "../edit-client";
import { announcePageChange } from "../page-channel";

/** What every form edit names: the form, the version it was read at, the way back. */
export interface FormEditTarget {
  formId: string;
  /** The form's version when the page was loaded (undefined: the platform sent none). */
  version: number | undefined;
  /** The page's path and query, where a plain (no-JavaScript) post comes back to. */
  returnTo: string;
  /** The page's address on the page channel. */
  pageUri: string;
}

export type FormEditIntent = Extract<EditIntent, `${string}-element` | "update-element-logic">;

/** An edit's outcome: the field errors of a refused one go beside the draft's inputs. */
export type FormEditAnswer =
  | { ok: true; message: string }
  | { ok: false; status: number; message: string; errors: Record<string, string> };

/** The outcome the panel shows at its top. */
export interface EditStatus {
  kind: "ok" | "error" | "changed";
  message: string;
}

/** The fields every form edit carries besides its own (also the plain forms' hidden inputs). */
export function baseFieldsOf(target: FormEditTarget, intent: FormEditIntent) {
  return {
    intent,
    formId: target.formId,
    version: target.version === undefined ? "" : String(target.version),
    returnTo: target.returnTo,
  };
}

/**
 * Runs the form editor's edits with JavaScript: one at a time (each needs the version the last
 * one made), posted with the CSRF token as JSON's caller; after a success the page's data is
 * loaded again (the new version and elements) and the other tabs showing the page are told.
 */
export function useFormEdits(target: FormEditTarget) {
  const csrf = useCsrfToken();
  const revalidator = useRevalidator();
  const [running, setRunning] = useState<string | null>(null);
  const [status, setStatus] = useState<EditStatus | null>(null);
  const runningRef = useRef(false);

  const run = useCallback(
    async (
      key: string,
      intent: FormEditIntent,
      fields: Record<string, string>,
    ): Promise<FormEditAnswer | undefined> => {
      if (runningRef.current) return undefined;
      runningRef.current = true;
      setRunning(key);
      setStatus(null);
      const answer = await postEdit<{ message?: unknown }>(
        editForm(csrf, intent, { ...fields, ...baseFieldsOf(target, intent) }),
      );
      runningRef.current = false;
      setRunning(null);
      if (answer.ok) {
        const said = answer.data?.message;
        const message = typeof said === "string" && said ? said : EDITOR_TEXTS.saved;
        setStatus({ kind: "ok", message });
        revalidator.revalidate();
        announcePageChange(target.pageUri);
        return { ok: true, message };
      }
      // The BFF names a form's 409 itself; the form's words, whatever it said.
      const changed = answer.status === 409;
      const message = changed ? EDITOR_TEXTS.formChanged : failureText(answer);
      setStatus({ kind: changed ? "changed" : "error", message });
      return { ok: false, status: answer.status, message, errors: answer.errors ?? {} };
    },
    [csrf, revalidator, target],
  );

  const reload = useCallback(() => {
    setStatus(null);
    revalidator.revalidate();
  }, [revalidator]);

  return {
    run,
    reload,
    status,
    /** The key of the edit on its way, for its button's spinner. */
    running,
    /** No edit may start: one is on its way, or the page is loading its new version. */
    busy: running !== null || revalidator.state !== "idle",
  };
}
