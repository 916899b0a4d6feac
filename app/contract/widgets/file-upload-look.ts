import { UPLOAD_TEXTS } from "../action-texts";
import {
  CHOOSE_A_FILE,
  fileTooLarge,
  UPLOAD_EXTENSIONS,
  UPLOAD_RULES,
  type UploadKind,
} from "../uploads";

/**
 * The FILE_UPLOAD widget's kinds, limits and texts: zod-free, for the browser. The limits are
 * the uploads contract's (uploads.ts), the texts spec 02 section 8's (action-texts.ts); the BFF
 * and the platform check the same limits again.
 */
export const FILE_UPLOAD_KINDS = [
  "RESUME",
  "PROFILE_IMAGE",
] as const satisfies readonly UploadKind[];
export type FileUploadKind = (typeof FILE_UPLOAD_KINDS)[number];

/** The existing upload action (server/bff/actions/uploads.server.ts) of each kind. */
export const FILE_UPLOAD_INTENTS: Record<FileUploadKind, string> = {
  RESUME: "RESUME_UPLOAD",
  PROFILE_IMAGE: "PROFILE_IMAGE_UPLOAD",
};

export const FILE_UPLOAD_TEXTS: Record<
  FileUploadKind,
  { label: string; submit: string; success: string; failure: string }
> = {
  RESUME: {
    label: "Resume (PDF)",
    submit: "Upload resume",
    success: UPLOAD_TEXTS.resumeUploaded,
    failure: UPLOAD_TEXTS.resumeFailed,
  },
  PROFILE_IMAGE: {
    label: "Profile photo",
    submit: "Upload photo",
    success: UPLOAD_TEXTS.imageUploaded,
    failure: UPLOAD_TEXTS.imageFailed,
  },
};

/** An upload type this app has no flow for: shown, but it cannot be sent. */
export const UPLOAD_UNAVAILABLE = "This upload is not available here.";
export { CHOOSE_A_FILE, fileTooLarge };

/** "PDF", "JPEG, PNG or WebP". */
function typeNames(types: readonly string[]): string {
  const names = types.map((type) => {
    const ext = UPLOAD_EXTENSIONS[type] ?? type;
    return ext === "jpg" ? "JPEG" : ext === "webp" ? "WebP" : ext.toUpperCase();
  });
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : names[0];
}

/** What a field accepts, its size limit and the hint that says both. */
export function uploadLimitsOf(kind: FileUploadKind) {
  const rule = UPLOAD_RULES[kind];
  const accept = [...rule.types, ...rule.types.map((t) => `.${UPLOAD_EXTENSIONS[t]}`)].join(",");
  const megabytes = rule.maxBytes / (1024 * 1024);
  return {
    accept,
    maxBytes: rule.maxBytes,
    types: rule.types,
    typeMessage: rule.typeMessage,
    hint: `${typeNames(rule.types)}, up to ${megabytes} MB`,
  };
}

/** The browser's check before sending (the server checks again): an error text or undefined. */
export function fileProblem(
  kind: FileUploadKind,
  file: { size: number; type: string } | undefined,
): string | undefined {
  if (!file || file.size === 0) return CHOOSE_A_FILE;
  const limits = uploadLimitsOf(kind);
  if (file.size > limits.maxBytes) return fileTooLarge(limits.maxBytes);
  if (file.type && !limits.types.includes(file.type)) return limits.typeMessage;
  return undefined;
}
