import { z } from "zod";
import { body, type CatalogueEntry } from "./catalogue-entry";
import { lenientEnum, looseObject, opt } from "./lenient";
import {
  CERTIFICATE_ID_MAX_LENGTH,
  CERTIFICATE_RESULT_STATUSES,
} from "./widgets/certificate-verification-look";

/**
 * Certificate verification in the call catalogue (docs/contract.md, "Widget kinds: account
 * family"). Public: anyone holding an id may check it (an employer, a recruiter). The platform
 * answers 200 with a status for every well-formed request, so "not found" is an answer, not an
 * error; a body without a certificateId is refused (400).
 */

/** A certificate as the platform shows it: no user id or contact detail of the holder. */
export const certificateSchema = looseObject({
  certificateId: z.string().min(1).max(CERTIFICATE_ID_MAX_LENGTH),
  holderName: z.string().min(1).max(200),
  courseName: z.string().min(1).max(200),
  /** ISO date of issue, "2026-02-20". */
  issuedOn: z.string().min(10).max(40),
});

/** The answer of a check, and what the verification page's widget shows. */
export const certificateCheckSchema = looseObject({
  status: lenientEnum(CERTIFICATE_RESULT_STATUSES),
  /** The id that was checked, normalised. */
  certificateId: opt(z.string().max(100)),
  /** VALID and REVOKED only. */
  certificate: opt(certificateSchema),
});
export type CertificateCheck = z.infer<typeof certificateCheckSchema>;

export const CERTIFICATE_CALLS = {
  certificateVerify: {
    path: "/api/v1/certificate/verify",
    method: "POST",
    host: "page",
    login: "none",
    // The verification page is built upstream with the result in it; the call is for API_CALL
    // actions a page may describe (and for other clients: employers' systems).
    reachedBy: "action",
    request: body({ certificateId: z.string() }),
    answer: certificateCheckSchema,
  },
} as const satisfies Record<string, CatalogueEntry>;
