import { z } from "zod";
import type { UpstreamResult } from "../upstream.server";
import { callForAction } from "./call.server";
import type { ActionContext } from "./types.server";

/**
 * The upload kinds of /api/v1/upload and their limits (docs/contract.md), checked here before
 * anything is sent: the size, and the type read from the file's first bytes (the name and the
 * declared type are the browser's word only).
 */
export type UploadKind = "PROFILE_IMAGE" | "RESUME" | "FORM_FILE";

const MB = 1024 * 1024;

export const UPLOAD_RULES: Record<
  UploadKind,
  { maxBytes: number; types: readonly string[]; typeMessage: string }
> = {
  PROFILE_IMAGE: {
    maxBytes: 2 * MB,
    types: ["image/jpeg", "image/png", "image/webp"],
    typeMessage: "Choose a JPEG, PNG or WebP image",
  },
  RESUME: { maxBytes: 5 * MB, types: ["application/pdf"], typeMessage: "Choose a PDF file" },
  FORM_FILE: {
    maxBytes: 5 * MB,
    types: ["application/pdf", "image/png", "image/jpeg"],
    typeMessage: "Choose a PDF, PNG or JPEG file",
  },
};

export const CHOOSE_A_FILE = "Choose a file";
export const fileTooLarge = (maxBytes: number) => `The file must be at most ${maxBytes / MB} MB`;

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

/** The type a file really is, from its magic number (only the types uploads accept). */
export function sniffType(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return "image/webp";
  }
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf";
  return undefined;
}

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

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/pdf": "pdf",
};

/** A name the platform can store: our own letters only, with the extension of the real type. */
export function uploadName(original: string, type: string): string {
  const base = original
    .replace(/\.[^.]*$/, "")
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${base || "upload"}.${EXTENSIONS[type] ?? "bin"}`;
}

const uploadAnswerSchema = z.object({ url: z.string().min(1).max(2000) }).passthrough();

/** POST /api/v1/upload (multipart: file, uploadType) -> {url}; the file was checked already. */
export async function uploadFile(
  ctx: Pick<ActionContext, "request">,
  file: File,
  kind: UploadKind,
  type: string,
): Promise<{ result: UpstreamResult<z.output<typeof uploadAnswerSchema>>; setCookies: string[] }> {
  const body = new FormData();
  body.set("uploadType", kind);
  body.set("file", new File([await file.arrayBuffer()], uploadName(file.name, type), { type }));
  return callForAction(ctx, { path: "/api/v1/upload", body, schema: uploadAnswerSchema });
}
