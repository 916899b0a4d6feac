/**
 * The upload kinds of POST /api/v1/upload and their limits (docs/contract.md, "Uploads"). The BFF
 * checks a file with these before sending it and the reference platform checks it again on
 * arrival; the type is read from the file's first bytes, as the name and the declared type are
 * only the sender's word.
 */
export const UPLOAD_TYPES = ["PROFILE_IMAGE", "RESUME", "FORM_FILE"] as const;
export type UploadKind = (typeof UPLOAD_TYPES)[number];

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

/** The largest upload body: the largest file plus room for the multipart framing. */
export const MAX_UPLOAD_BODY_BYTES = 5 * MB + 64 * 1024;

export const CHOOSE_A_FILE = "Choose a file";
export const fileTooLarge = (maxBytes: number) => `The file must be at most ${maxBytes / MB} MB`;

/** The file name extension of each accepted type. */
export const UPLOAD_EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/pdf": "pdf",
};

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
