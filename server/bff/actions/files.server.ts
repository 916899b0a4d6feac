import { type z } from "zod";
import {
  CHOOSE_A_FILE,
  fileTooLarge,
  sniffType,
  UPLOAD_EXTENSIONS,
  UPLOAD_RULES,
  type UploadKind,
} from "~/contract/uploads";
import type { UpstreamResult } from "../upstream.server";
import { callForAction } from "./call.server";
import type { ActionContext } from "./types.server";
import type { uploadAnswerSchema } from "~/contract/answers";

export type FileCheck =
  { ok: true; type: string } | { ok: false; status: 400 | 413; message: string };

export async function checkFile(file: File, kind: UploadKind): Promise<FileCheck> {
  const rules = UPLOAD_RULES[kind];
  if (file.size === 0) return { ok: false, status: 400, message: CHOOSE_A_FILE };
  if (file.size > rules.maxBytes) {
    return { ok: false, status: 413, message: fileTooLarge(rules.maxBytes) };
  }
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const type = sniffType(head);
  if (!type || !rules.types.includes(type)) {
    return { ok: false, status: 400, message: rules.typeMessage };
  }
  return { ok: true, type };
}

/** A name the platform can store: our own letters only, with the extension of the real type. */
export function uploadName(original: string, type: string): string {
  const base = original
    .replace(/\.[^.]*$/, "")
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${base || "upload"}.${UPLOAD_EXTENSIONS[type] ?? "bin"}`;
}

/** POST /api/v1/upload (multipart: file, uploadType) -> {url}; the file was checked already. */
export async function uploadFile(
  ctx: Pick<ActionContext, "context">,
  file: File,
  kind: UploadKind,
  type: string,
): Promise<{ result: UpstreamResult<z.output<typeof uploadAnswerSchema>>; setCookies: string[] }> {
  const body = new FormData();
  body.set("uploadType", kind);
  body.set("file", new File([await file.arrayBuffer()], uploadName(file.name, type), { type }));
  return callForAction(ctx, "upload", { body });
}
