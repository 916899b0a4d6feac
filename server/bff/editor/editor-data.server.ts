import { EDIT_MODE_PARAM, isAlwaysEdited, type EditorKind } from "~/contract/editor-values";
import type { PageResponse } from "~/contract";
import type { EditNotice, PageEditorState } from "~/shared/frame-pages";
import { appendSetCookie, sessionCookies, type SessionAuth } from "../session.server";

/** An admin with the edit switch on, or on a content page of /admin/cms (always editable). */
export function isEditMode(url: URL, auth: SessionAuth): boolean {
  if (!auth.token || auth.user?.admin !== true) return false;
  return url.searchParams.get(EDIT_MODE_PARAM) === "1" || isAlwaysEdited(url.pathname);
}

/** The outcome of a no-JavaScript edit, shown once: reading it spends the flash. */
export async function takeEditNotice(
  auth: SessionAuth,
  headers: Headers,
): Promise<EditNotice | undefined> {
  const notice = auth.session.get("editNotice");
  if (!notice) return undefined;
  // The request's own session is written at its end; any other gets its cookie here.
  appendSetCookie(headers, ...(await sessionCookies(auth.session)));
  return notice;
}

/** What the page editor needs beside the page: ids, the version, the kinds it can add. */
export function pageEditorData(
  page: PageResponse,
  pageUri: string,
  kinds: EditorKind[],
  notice: EditNotice | undefined,
): PageEditorState {
  const version = page.pageVersion;
  return {
    pageId: String(page.pageId),
    version: version ?? 0,
    editable: version !== undefined,
    kinds,
    pageUri,
    ...(notice ? { notice } : {}),
  };
}
