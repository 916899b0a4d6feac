import { z } from "zod";
import {
  buttonDataSchema,
  componentDataSchema,
  imageSchema,
  looseObject,
  opt,
  tolerantArray,
} from "..";

/** CERTIFICATE_PREVIEW componentData: a learner's certificate, its details and actions. */
export const certificatePreviewSchema = componentDataSchema.extend({
  /** Default "Certificate of completion". */
  certificateTitle: opt(z.string()),
  recipient: z.string().trim().min(1),
  course: z.string().trim().min(1),
  /** ISO 8601 date of issue. */
  issuedOn: opt(z.string()),
  credentialId: opt(z.string()),
  issuer: opt(z.string()),
  issuerLogo: opt(imageSchema),
  signatories: opt(
    tolerantArray(looseObject({ name: z.string().trim().min(1), title: opt(z.string()) })),
  ),
  skills: opt(tolerantArray(z.string().trim().min(1))),
  /** The public verification page (http(s) or a path); left out when unsafe. */
  verifyUrl: opt(z.string()),
  /** Download, share, add to LinkedIn: ordinary server actions. */
  buttons: opt(tolerantArray(buttonDataSchema)),
  /** IANA zone the date is shown in (default Asia/Kolkata). */
  timeZone: opt(z.string()),
});

export type CertificatePreviewData = z.output<typeof certificatePreviewSchema>;
export type CertificatePreviewInput = z.input<typeof certificatePreviewSchema>;
