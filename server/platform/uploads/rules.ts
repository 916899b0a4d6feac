/**
 * The upload kinds, their limits and the type sniffing are the contract's (app/contract/uploads.ts):
 * the BFF checks a file with the same rules before it sends it.
 */
export {
  fileTooLarge,
  MAX_UPLOAD_BODY_BYTES,
  sniffType,
  UPLOAD_EXTENSIONS as EXTENSIONS,
  UPLOAD_RULES,
  UPLOAD_TYPES,
} from "~/contract/uploads";

/** Stored names: 32 random hex digits and the extension of the real type. */
export const UPLOAD_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|pdf)$/;

/** The stored name an address of ours points at ("/uploads/{name}", absolute or not). */
export function uploadNameOf(url: string): string | undefined {
  const match = /(?:^|\/)uploads\/([^/?#]+)$/.exec(url.trim());
  return match && UPLOAD_NAME.test(match[1]) ? match[1] : undefined;
}
