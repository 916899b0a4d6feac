import { mount } from "../http/mount";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import type { Session } from "../auth/session";
import { actionError, requireUser } from "../http/action-body";
import { HttpError, sendJson } from "../http/json";
import { readMultipart } from "../http/multipart";
import type { RouteTable } from "../http/route";
import {
  EXTENSIONS,
  fileTooLarge,
  MAX_UPLOAD_BODY_BYTES,
  sniffType,
  UPLOAD_NAME,
  UPLOAD_RULES,
  UPLOAD_TYPES,
} from "../uploads/rules";
import { nowOf, type ActionDeps } from "./action-deps";
import { streamFile } from "../http/file-stream";

export const UPLOADS_PREFIX = "/uploads/";
const CHOOSE_A_FILE = "Choose a file";
const CHOOSE_A_TYPE = "Choose an upload type: PROFILE_IMAGE, RESUME or FORM_FILE";

const uploadTypeSchema = z.enum(UPLOAD_TYPES);

/** POST /api/v1/upload (multipart: file, uploadType) -> {url}. */
async function upload(
  deps: ActionDeps,
  req: IncomingMessage,
  res: ServerResponse,
  session: Session | undefined,
) {
  const form = await readMultipart(req, MAX_UPLOAD_BODY_BYTES);
  const kind = uploadTypeSchema.safeParse(form.get("uploadType"));
  if (!kind.success) throw actionError(400, CHOOSE_A_TYPE, { uploadType: CHOOSE_A_TYPE });
  // Profile files belong to someone; an application's attachment may come from a visitor.
  const user = kind.data === "FORM_FILE" ? session?.user : requireUser(session);
  const file = form.get("file");
  if (file === null || typeof file === "string" || file.size === 0) {
    throw actionError(400, CHOOSE_A_FILE, { file: CHOOSE_A_FILE });
  }
  const rules = UPLOAD_RULES[kind.data];
  if (file.size > rules.maxBytes) {
    const message = fileTooLarge(rules.maxBytes);
    throw actionError(400, message, { file: message });
  }
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = sniffType(bytes.subarray(0, 16));
  if (!type || !rules.types.includes(type)) {
    throw actionError(400, rules.typeMessage, { file: rules.typeMessage });
  }
  const name = `${randomBytes(16).toString("hex")}.${EXTENSIONS[type]}`;
  fs.mkdirSync(deps.uploadsDir, { recursive: true });
  fs.writeFileSync(path.join(deps.uploadsDir, name), bytes, { flag: "wx" });
  deps.uploads.insert({
    name,
    userId: user?.id ?? null,
    uploadType: kind.data,
    contentType: type,
    size: bytes.length,
    createdAt: nowOf(deps),
  });
  sendJson(res, 200, { url: `${deps.publicUrl()}${UPLOADS_PREFIX}${name}` });
}

/** GET /uploads/{name}: a stored file, as the type it was checked to be. */
export function serveUpload(deps: ActionDeps, uploadPath: string, res: ServerResponse): void {
  const name = uploadPath.slice(UPLOADS_PREFIX.length);
  const record = UPLOAD_NAME.test(name) ? deps.uploads.find(name) : undefined;
  const file = record && path.join(deps.uploadsDir, record.name);
  if (!record || !file || !fs.existsSync(file)) {
    throw new HttpError(404, { errorMessage: "Not found" });
  }
  streamFile(res, file, {
    "Content-Type": record.contentType,
    "Content-Length": String(record.size),
    // Names are random and never reused: the bytes behind one never change.
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Content-Disposition": "inline",
  });
}

export function uploadRoutes(deps: ActionDeps): RouteTable {
  return {
    ...mount("upload", (req, res, { session }) => upload(deps, req, res, session)),
  };
}
