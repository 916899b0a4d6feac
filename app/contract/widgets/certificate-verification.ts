import { z } from "zod";
import { componentDataSchema, opt } from "..";
import { certificateCheckSchema } from "../certificate-calls";

/** A same-site page path: the GET form's target. */
const pagePath = z
  .string()
  .regex(/^\/(?!\/)[A-Za-z0-9/_-]{0,200}$/, "a page path such as /verify-certificate");

/**
 * CERTIFICATE_VERIFICATION componentData: a GET form asking for a certificate id; it goes to
 * `verifyPath` (default /verify-certificate) with ?certificateId=, where the platform builds the
 * page with `result` filled in (docs/contract.md). The result is linkable and needs no JavaScript.
 */
export const certificateVerificationSchema = componentDataSchema.extend({
  /** One line above the form. */
  intro: opt(z.string().trim().min(1)),
  verifyPath: opt(pagePath),
  /** The id that was asked for (fills the field in again). */
  certificateId: opt(z.string().max(100)),
  /** What the platform found for `certificateId`. */
  result: opt(certificateCheckSchema),
});

export type CertificateVerificationData = z.output<typeof certificateVerificationSchema>;
export type CertificateVerificationInput = z.input<typeof certificateVerificationSchema>;
