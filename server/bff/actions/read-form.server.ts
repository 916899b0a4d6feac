import {
  MaxPartSizeExceededError,
  unstable_composeUploadHandlers as composeUploadHandlers,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { ACTION_FIELDS } from "~/shared/action-result";
import { BodyTimeoutError, BodyTooLargeError, boundedStream } from "../../shared/bounded-body";
import type { SessionAuth } from "../session.server";
import {
  CsrfError,
  CSRF_FAILED_MESSAGE,
  MAX_DRAINED_BODY_BYTES,
  readPostedBody,
  type RequestCsrf,
} from "../csrf.server";
import { formIdOf } from "./payload.server";
import { logger } from "../../shared/logger";

/**
 * Reads a page action's form as readCheckedForm does (size first, then the CSRF token) and, for
 * forms with files, as multipart/form-data within limits: the largest file any action takes is
 * 5 MB (spec 02 section 8 uploads; each kind's own limit is checked before anything is sent).
 * Refusals keep the intent and formId when they were read, so the answer names its form.
 */
export const MAX_FORM_BYTES = 64 * 1024;
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
const MAX_MULTIPART_BYTES = MAX_FILE_BYTES + 256 * 1024;
const MAX_TEXT_PART_BYTES = 32 * 1024;
const MAX_PARTS = 60;

export const FORM_TOO_LARGE_MESSAGE = "The form is too large.";
export const FILE_TOO_LARGE_MESSAGE = "The file is too large.";
export const UNREADABLE_FORM_MESSAGE = "This form could not be read.";
export const FORM_TOO_SLOW_MESSAGE = "The form took too long to arrive. Try again.";

export type ReadForm =
  | { ok: true; form: FormData }
  | { ok: false; status: number; message: string; intent?: string; formId?: string };

class TooLarge extends Error {}

async function readText(request: Request, limit: number): Promise<string> {
  return (await readPostedBody(request, limit)).toString("utf8");
}

function declaredLength(request: Request): number {
  const value = Number(request.headers.get("content-length") ?? "0");
  return Number.isFinite(value) ? value : 0;
}

async function readUrlEncoded(request: Request): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of new URLSearchParams(await readText(request, MAX_FORM_BYTES))) {
    form.append(name, value);
  }
  return form;
}

/** Text parts are small; files go to memory up to 5 MB; the number of parts is bounded. */
function uploadHandler(seen: Record<string, string>): UploadHandler {
  let parts = 0;
  const text: UploadHandler = async ({ filename, name, data }) => {
    if (++parts > MAX_PARTS) throw new TooLarge();
    if (typeof filename === "string") return undefined;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size > MAX_TEXT_PART_BYTES) throw new TooLarge();
      chunks.push(chunk);
    }
    const value = Buffer.concat(chunks).toString("utf8");
    if (!(name in seen)) seen[name] = value;
    return value;
  };
  return composeUploadHandlers(text, createMemoryUploadHandler({ maxPartSize: MAX_FILE_BYTES }));
}

async function readMultipart(request: Request, seen: Record<string, string>): Promise<FormData> {
  const limited = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body
      ? boundedStream(request.body, MAX_MULTIPART_BYTES, MAX_DRAINED_BODY_BYTES)
      : null,
    signal: request.signal,
    duplex: "half",
  } as RequestInit & { duplex: "half" });
  return parseMultipartFormData(limited, uploadHandler(seen));
}

function refused(status: number, message: string, seen: Record<string, unknown> = {}): ReadForm {
  const intent = seen[ACTION_FIELDS.intent];
  return {
    ok: false,
    status,
    message,
    intent: typeof intent === "string" ? intent.slice(0, 100) : undefined,
    formId: formIdOf(seen[ACTION_FIELDS.formId]),
  };
}

function tooLarge(error: unknown): boolean {
  return (
    error instanceof TooLarge ||
    error instanceof MaxPartSizeExceededError ||
    error instanceof BodyTooLargeError ||
    (error instanceof Error && error.cause instanceof BodyTooLargeError)
  );
}

/** The posted form, CSRF-checked against the request's session; or why it was refused. */
export async function readActionForm(
  request: Request,
  checked: { csrf: RequestCsrf; auth: SessionAuth },
): Promise<ReadForm> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  const multipart = type === "multipart/form-data";
  if (!multipart && type !== "application/x-www-form-urlencoded") {
    return refused(400, UNREADABLE_FORM_MESSAGE);
  }
  const limit = multipart ? MAX_MULTIPART_BYTES : MAX_FORM_BYTES;
  if (declaredLength(request) > limit) return refused(413, FORM_TOO_LARGE_MESSAGE);
  const seen: Record<string, string> = {};
  let form: FormData;
  try {
    form = multipart ? await readMultipart(request, seen) : await readUrlEncoded(request);
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) {
      return refused(413, FILE_TOO_LARGE_MESSAGE, seen);
    }
    if (tooLarge(error)) return refused(413, FORM_TOO_LARGE_MESSAGE, seen);
    if (error instanceof BodyTimeoutError) return refused(408, FORM_TOO_SLOW_MESSAGE, seen);
    return refused(400, UNREADABLE_FORM_MESSAGE, seen);
  }
  const known = {
    [ACTION_FIELDS.intent]: form.get(ACTION_FIELDS.intent),
    [ACTION_FIELDS.formId]: form.get(ACTION_FIELDS.formId),
  };
  try {
    checked.csrf.check(form, checked.auth);
  } catch (error) {
    if (!(error instanceof CsrfError)) throw error;
    logger.warn({ event: "csrf-rejected", reason: error.message }, "csrf rejected");
    return refused(403, CSRF_FAILED_MESSAGE, known);
  }
  return { ok: true, form };
}
