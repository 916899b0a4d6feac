import type { AppLoadContext } from "@remix-run/node";
import { BodyTooLargeError, readBounded } from "../../shared/bounded-body";
import { ACTION_FIELDS } from "~/shared/action-result";
import { appendSetCookie } from "../session.server";
import { logTokenRefused, textHoldsToken } from "../token-guard.server";
import { SOMETHING_WENT_WRONG } from "../upstream-error.server";
import { failureMessage, failureStatus } from "./answers.server";
import { callStreamAsUser } from "./as-user-stream.server";
import {
  actionFitsIntent,
  INVALID_ACTION_MESSAGE,
  isActionApiPath,
  parseCommonFields,
  requestObjectOf,
} from "./payload.server";
import { readActionForm } from "./read-form.server";

/**
 * POST /api/download (spec 02 section 7, "Download action: POST with a binary response, saved
 * as a file under the given fileName"): a plain form (works without JavaScript) whose answer is
 * the upstream's bytes, streamed, with Content-Disposition: attachment and the action's fileName,
 * sanitised. A refusal or failure answers JSON `{intent, ok: false, message}` with its status.
 */
export const DOWNLOAD_INTENT = "DOWNLOAD";
const DEFAULT_FILE_NAME = "download";
const MAX_FILE_NAME = 120;

/** No path, no control or quoting characters, no leading dot; at most 120 characters. */
export function safeFileName(raw: unknown): string {
  const name = (typeof raw === "string" ? raw : "")
    .normalize("NFC")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f"\\/:*?<>|;]+/g, "_")
    .replace(/^[.\s_]+/, "")
    .trim()
    .slice(0, MAX_FILE_NAME)
    .trim();
  return name || DEFAULT_FILE_NAME;
}

function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** attachment; an ASCII filename for old agents and filename* (UTF-8) for everyone else. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/%/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName)}`;
}

const MEDIA_TYPE =
  /^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}\/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}$/;

function contentTypeOf(headers: Headers): string {
  const type = (headers.get("content-type") ?? "").split(";")[0].trim();
  return MEDIA_TYPE.test(type) ? type : "application/octet-stream";
}

/** Text answers (JSON, XML, CSV, plain text...) are read whole, up to this size, and checked. */
const TEXTUAL_TYPE = /^(?:text\/|application\/(?:[\w.+-]*\+)?(?:json|xml|x-www-form-urlencoded)$)/i;
const MAX_TEXT_DOWNLOAD_BYTES = 2 * 1024 * 1024;

function refusal(message: string, status: number, setCookies: readonly string[] = []): Response {
  const headers = new Headers({ "Cache-Control": "no-store" });
  appendSetCookie(headers, ...setCookies);
  return Response.json({ intent: DOWNLOAD_INTENT, ok: false, message }, { status, headers });
}

export async function handleDownload(request: Request, context: AppLoadContext): Promise<Response> {
  const read = await readActionForm(request, { csrf: context.csrf, auth: context.session.auth });
  if (!read.ok) return refusal(read.message, read.status);
  const common = parseCommonFields(read.form);
  const intent = read.form.get(ACTION_FIELDS.intent);
  if (!common.ok || (intent !== null && intent !== DOWNLOAD_INTENT)) {
    return refusal(INVALID_ACTION_MESSAGE, 400);
  }
  const action = common.fields.action;
  // A signed API_CALL (or any other type) posted here would hand out the raw upstream answer.
  if (!isActionApiPath(action?.uri) || !actionFitsIntent(DOWNLOAD_INTENT, action)) {
    return refusal(INVALID_ACTION_MESSAGE, 400);
  }
  const { result, setCookies } = await callStreamAsUser(context, {
    path: action.uri,
    body: requestObjectOf(action),
  });
  if (!result.ok)
    return refusal(failureMessage(result.error), failureStatus(result.error), setCookies);
  const contentType = contentTypeOf(result.headers);
  let body: ReadableStream<Uint8Array> | ArrayBuffer = result.body;
  if (TEXTUAL_TYPE.test(contentType)) {
    // A text answer is read (bounded) and checked: a credential never goes to the browser.
    const text = await readBounded(result.body, MAX_TEXT_DOWNLOAD_BYTES).catch((error: unknown) => {
      if (error instanceof BodyTooLargeError) return null;
      throw error;
    });
    if (text === null || textHoldsToken(text.toString("utf8"))) {
      if (text !== null) logTokenRefused("download");
      return refusal(SOMETHING_WENT_WRONG, 502, setCookies);
    }
    body = new Uint8Array(text).buffer;
  }
  const headers = new Headers({
    "Content-Type": contentType,
    "Content-Disposition": attachmentHeader(safeFileName(action.fileName)),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
  appendSetCookie(headers, ...setCookies);
  return new Response(body, { status: 200, headers });
}
