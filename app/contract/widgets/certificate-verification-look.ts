import type { StatusLook } from "./account-look";

/**
 * Certificate verification (docs/contract.md, "Widget kinds: account family"): the id format, the
 * address parameter and the texts, zod-free, for the browser and the platform alike.
 */

/** "CL-2026-7K2M9Q": CL, the year of issue, six letters or digits. */
export const CERTIFICATE_ID_PATTERN = /^CL-\d{4}-[A-Z0-9]{6}$/;
export const CERTIFICATE_ID_EXAMPLE = "CL-2026-7K2M9Q";
/** The same pattern for an input's `pattern` attribute (lower case is accepted there too). */
export const CERTIFICATE_ID_INPUT_PATTERN = "[Cc][Ll]-[0-9]{4}-[A-Za-z0-9]{6}";
export const CERTIFICATE_ID_MAX_LENGTH = 14;

/** What people type: spaces around it dropped, letters upper-cased. */
export function normaliseCertificateId(raw: string): string {
  return raw.trim().toUpperCase();
}

export function isCertificateId(value: string): boolean {
  return CERTIFICATE_ID_PATTERN.test(value);
}

/** The query parameter of the verification form (a GET form: the result is linkable). */
export const CERTIFICATE_QUERY_PARAM = "certificateId";
/** The platform's verification page, where the form goes by default. */
export const CERTIFICATE_VERIFY_PAGE = "/verify-certificate";

/** What a check found. */
export const CERTIFICATE_RESULT_STATUSES = ["VALID", "REVOKED", "NOT_FOUND", "INVALID_ID"] as const;
export type CertificateResultStatus = (typeof CERTIFICATE_RESULT_STATUSES)[number];

export const CERTIFICATE_TEXTS = {
  label: "Certificate ID",
  hint: `As printed on the certificate, e.g. ${CERTIFICATE_ID_EXAMPLE}`,
  verify: "Verify certificate",
  holder: "Awarded to",
  course: "Course",
  issued: "Issued on",
  id: "Certificate ID",
} as const;

export const CERTIFICATE_RESULT_LOOKS: Record<
  CertificateResultStatus,
  StatusLook & { detail: string }
> = {
  VALID: {
    label: "Certificate verified",
    icon: "check",
    bg: "green-light",
    detail: "This certificate was issued by Career Learning and is valid.",
  },
  REVOKED: {
    label: "Certificate revoked",
    icon: "cross",
    bg: "pink-light",
    detail: "This certificate was issued but has since been revoked. It is no longer valid.",
  },
  NOT_FOUND: {
    label: "Certificate not found",
    icon: "cross",
    bg: "pink-light",
    detail: "No certificate has this ID. Check the ID on the certificate and try again.",
  },
  INVALID_ID: {
    label: "Not a certificate ID",
    icon: "info",
    bg: "yellow-light",
    detail: `A certificate ID looks like ${CERTIFICATE_ID_EXAMPLE}: CL, the year, then six letters or digits.`,
  },
};
